import type { Messages } from './zh-Hans'

const fr: Messages = {
  app: { name: 'Sichu', defaultTitle: 'Recettes' },
  nav: { back: 'Retour' },
  tabs: { home: 'Accueil', category: 'Catégories', cart: 'Aujourd’hui', profile: 'Moi' },
  titles: {
    home: 'Sichu',
    category: 'Catégories',
    cart: 'Journal du jour',
    profile: 'Mon compte',
    todayEat: 'Que manger aujourd’hui ?',
    stock: 'État des stocks',
    stockDetail: 'Article en stock',
    login: 'Connexion',
    resetPassword: 'Réinitialiser le mot de passe',
    register: 'Inscription',
    changePassword: 'Changer le mot de passe',
    favorites: 'Favoris',
    orderList: 'Mes repas',
    orderDetail: 'Détail du repas',
    orderConfirm: 'Confirmer le repas',
    foodDetail: 'Plat',
    stepsDetail: 'Étapes de cuisson',
    searchDish: 'Rechercher un plat',
    agreement: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    help: 'Centre d’aide',
  },
  common: {
    preparing: 'Cet écran est en préparation et sera bientôt prêt.',
    retry: 'Réessayer',
    loading: 'Chargement…',
  },
  errors: {
    unauthorized: 'non autorisé, veuillez vous reconnecter',
    loginRequired:
      'cette fonction est réservée aux utilisateurs connectés, veuillez vous connecter',
    requestFailed: 'la requête a échoué',
    networkFailed: 'échec de la requête réseau',
    uploadFailed: 'échec de l’envoi',
    logoutFailed: 'échec de la déconnexion',
    aborted: 'requête annulée',
  },
  version: {
    title: 'La version {{version}} est disponible',
    noNotes: 'La nouvelle version apporte des améliorations et des corrections.',
    later: 'Ignorer',
    updateNow: 'Obtenir',
    downloading: 'Téléchargement…',
    downloadFailed: 'Le téléchargement a échoué, réessayez plus tard',
  },
  pageLoader: {
    loading: 'Chargement de la page…',
    failed: 'La page n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
  },
  locales: {
    'zh-Hans': '简体中文',
    'zh-Hant': '繁體中文',
    en: 'English',
    es: 'Español',
    fr: 'Français',
  },
}

export default fr

import { SUPPORT_EMAIL } from '../../contact'
import type { LegalDocument } from '../../types'

const agreement: LegalDocument = {
  updated: 'Dernière mise à jour : 21 novembre 2026',
  intro: [
    'Bienvenue sur Sichu. Sichu vous aide à cuisiner chez vous : parcourir des recettes, décider quoi manger aujourd’hui, noter vos repas au jour le jour, gérer le stock de votre cuisine et partager une même cuisine avec votre foyer. Sichu existe en application web (H5) et en mini-programmes WeChat et Alipay.',
    'Les présentes conditions lient vous et l’exploitant du service Sichu (« nous »). En créant un compte ou en utilisant Sichu, vous acceptez ces conditions et la Politique de confidentialité. Si vous ne les acceptez pas, ne vous inscrivez pas et n’utilisez pas Sichu.',
  ],
  sections: [
    {
      heading: 'Votre compte',
      paragraphs: [
        'Pour vous inscrire, vous choisissez un identifiant (3 à 32 lettres, chiffres ou tirets bas) et un mot de passe (8 à 64 caractères, pas uniquement des chiffres ; les mots de passe trop courants sont refusés), et vous confirmez votre e-mail avec un code à 6 chiffres que nous vous envoyons. Le pseudo peut être ajouté plus tard.',
        'Utilisez une adresse que vous consultez et gardez votre mot de passe pour vous. Ce qui est fait avec votre compte est réputé fait par vous. Si vous pensez que quelqu’un d’autre l’utilise, changez votre mot de passe sans attendre : tous vos autres appareils sont alors déconnectés.',
        'Vous pouvez être connecté sur plusieurs appareils. Pour protéger les comptes, après plusieurs échecs de connexion, nous ralentissons puis bloquons temporairement les tentatives pour ce compte et cette adresse réseau.',
      ],
    },
    {
      heading: 'Ce que propose Sichu',
      paragraphs: [
        'Sichu propose la consultation et la recherche de recettes, des suggestions « qu’est-ce qu’on mange aujourd’hui », des favoris, un programme de repas du jour, des repas notés et évalués, un stock avec des alertes et le partage de cuisine en famille. Certaines fonctions demandent d’être connecté.',
        'Les recettes sont des indications. Faites preuve de bon sens en cuisine : tenez compte des allergies et des régimes, cuisez bien les aliments et faites attention aux couteaux, aux flammes et à l’huile chaude. Les quantités et dates du stock sont celles que vous saisissez ; les rappels de Sichu ne remplacent pas la vérification de la fraîcheur des aliments.',
      ],
    },
    {
      heading: 'Vos contenus',
      paragraphs: [
        'Ce que vous écrivez ou envoyez dans Sichu (pseudo, photo de profil, notes et évaluations de repas, articles du stock) reste à vous. Vous nous autorisez à le stocker, le traiter et l’afficher dans la mesure nécessaire pour fournir le service à vous et aux membres de votre cuisine.',
        'N’envoyez rien d’illégal, de contrefaisant, de sexuel, de violent ou de harcelant. Les photos de profil doivent être des images JPEG, PNG ou WebP de 5 Mo au plus. Nous pouvons retirer ou ne plus afficher un contenu contraire à ces conditions.',
      ],
    },
    {
      heading: 'Cuisines partagées',
      paragraphs: [
        'Vous pouvez rejoindre la cuisine de votre foyer avec son code d’invitation. Les membres d’une cuisine voient et modifient son stock et ses repas ; vos favoris restent toujours à vous seul.',
        'Ne donnez un code d’invitation qu’à des personnes de confiance. Le propriétaire de la cuisine peut retirer un membre, qui retrouve alors une cuisine à lui.',
      ],
    },
    {
      heading: 'Bon usage',
      paragraphs: [
        'N’aspirez pas de contenu en masse par des moyens automatisés, n’essayez pas de deviner les mots de passe ou codes d’autrui, ne contournez pas les limites de fréquence et ne perturbez pas les serveurs de Sichu.',
        'En cas de manquement à la loi ou à ces conditions, nous pouvons limiter des fonctions, suspendre ou fermer le compte concerné.',
      ],
    },
    {
      heading: 'D’où viennent les recettes',
      paragraphs: [
        'Les recettes proposées par défaut viennent de HowToCook, une collection de recettes libre. Les droits sur ces contenus appartiennent à leurs auteurs et ils sont utilisés selon la licence de ce projet. Nous mettons en forme les titres et les ingrédients pour pouvoir les afficher et les adapter au nombre de parts.',
      ],
    },
    {
      heading: 'Évolutions et mises à jour',
      paragraphs: [
        'Nous améliorons Sichu en continu. L’application vérifie s’il existe une nouvelle version au démarrage et à chaque retour au premier plan (au plus une fois toutes les 5 minutes) ; vous pouvez aussi vérifier dans Moi → À propos et mises à jour.',
        'Une maintenance, une mise à niveau ou un événement indépendant de notre volonté peut interrompre le service un moment. Nous essayons de prévenir, mais ne pouvons promettre un service sans interruption ni erreur.',
      ],
    },
    {
      heading: 'Responsabilité',
      paragraphs: [
        'Dans les limites permises par la loi, Sichu est fourni en l’état. Nous ne sommes pas responsables des décisions de cuisine, d’alimentation ou d’achat que vous prenez à partir des recettes ou des rappels, ni de leurs suites, sauf dommage causé par notre faute intentionnelle ou lourde.',
      ],
    },
    {
      heading: 'Fin du service',
      paragraphs: [
        `Vous pouvez cesser d’utiliser Sichu à tout moment. Pour fermer votre compte, écrivez à ${SUPPORT_EMAIL} ; après vérification de votre identité, nous supprimons votre compte et vos données personnelles sous 15 jours ouvrés.`,
      ],
    },
    {
      heading: 'Modification des conditions',
      paragraphs: [
        'Nous pouvons modifier ces conditions. Les changements importants sont annoncés dans l’application et la date en haut de cette page est mise à jour. Si vous continuez à utiliser Sichu après leur entrée en vigueur, vous acceptez la nouvelle version.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Une question sur ces conditions ? Consultez d’abord Moi → Centre d’aide, ou écrivez à ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
}

export default agreement

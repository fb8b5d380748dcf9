import { SUPPORT_EMAIL } from '../../contact'
import type { HelpCentre } from '../../types'

const help: HelpCentre = {
  intro: 'Les questions fréquentes, classées par thème. Touchez une question pour lire la réponse.',
  topics: [
    {
      id: 'accounts',
      title: 'Compte et connexion',
      questions: [
        {
          question: 'Comment créer un compte ?',
          answer: [
            'Dans l’onglet Moi, touchez « S’inscrire ». Choisissez un identifiant (3 à 32 lettres, chiffres ou tirets bas), saisissez votre e-mail, touchez « Envoyer » et recopiez les 6 chiffres reçus, puis choisissez un mot de passe (8 à 64 caractères, pas uniquement des chiffres). Le pseudo peut venir plus tard.',
          ],
        },
        {
          question: 'Je ne reçois pas le code',
          answer: [
            'Regardez dans les courriers indésirables et vérifiez l’adresse. Un code peut être envoyé à une adresse toutes les 60 secondes ; à la fin du compte à rebours, vous pouvez en redemander un.',
            'Un code vaut 10 minutes, une seule fois ; après 5 essais erronés, il en faut un nouveau.',
          ],
        },
        {
          question: 'J’ai oublié mon mot de passe',
          answer: [
            'Sur la page de connexion, touchez « Mot de passe oublié ? », saisissez l’e-mail de votre compte, recevez un code et choisissez un nouveau mot de passe. Tous vos appareils sont alors déconnectés et vous vous reconnectez avec le nouveau.',
          ],
        },
        {
          question: 'À quoi sert « Se souvenir de moi » ?',
          answer: [
            'Votre identifiant et votre mot de passe sont gardés sur cet appareil et remplis la fois suivante. Ne cochez la case que sur votre propre téléphone.',
            'Se connecter sans la cocher, ou avec un code par e-mail, efface l’identifiant et le mot de passe enregistrés.',
          ],
        },
        {
          question: 'Puis-je utiliser plusieurs téléphones ?',
          answer: [
            'Oui. Un compte fonctionne sur plusieurs appareils à la fois et tout reste synchronisé. Quand vous changez de mot de passe, tous les appareils sauf celui que vous utilisez sont déconnectés.',
          ],
        },
        {
          question: 'Pourquoi « non autorisé, veuillez vous reconnecter » ?',
          answer: [
            'La connexion de cet appareil a pris fin : vous avez peut-être changé ou réinitialisé votre mot de passe ailleurs, ou vous êtes déconnecté. Reconnectez-vous simplement ; vos données sont toujours là.',
          ],
        },
        {
          question: 'Comment changer ma photo ou mon pseudo ?',
          answer: [
            'Dans l’onglet Moi, touchez votre photo pour en choisir une ou en prendre une (JPEG, PNG ou WebP ; une grande photo est réduite sur le téléphone avant l’envoi). Touchez votre pseudo pour le modifier (32 caractères au plus).',
          ],
        },
      ],
    },
    {
      id: 'recipes',
      title: 'Recettes et recherche',
      questions: [
        {
          question: 'D’où viennent les recettes ?',
          answer: [
            'Les recettes par défaut viennent de HowToCook, une collection libre : plus de 300 plats en 10 catégories, chacun avec ses ingrédients, ses étapes et sa difficulté.',
          ],
        },
        {
          question: 'Comment puis-je chercher ?',
          answer: [
            'Par le nom du plat, par un ingrédient ou par le pinyin, complet ou en initiales : hongshaorou et hsr trouvent tous deux 红烧肉 (porc braisé). Les recherches récentes restent sur cet appareil et s’effacent d’un geste.',
          ],
        },
        {
          question: 'Nous sommes plus (ou moins) nombreux : et les quantités ?',
          answer: [
            'Changez le nombre de parts sur la page du plat et les quantités sont recalculées. Une fois connecté, chaque ingrédient indique aussi si votre stock suffit.',
          ],
        },
        {
          question: 'Comment « Qu’est-ce qu’on mange ? » choisit-il ?',
          answer: [
            'Il équilibre viande, légumes et féculent ou soupe selon le nombre de convives, et écarte ce que vous avez mangé ces 3 derniers jours. Avec « Utiliser ce que j’ai », il privilégie les plats qui puisent dans votre stock (il faut être connecté). Relancez tout le menu ou un seul plat.',
          ],
        },
        {
          question: 'Comment suivre les étapes en cuisinant ?',
          answer: [
            'Sur la page du plat, touchez « Commencer » : une étape par écran, en grands caractères ; faites glisser pour avancer. Quand une étape indique une durée (par exemple « mijoter 3 minutes »), vous pouvez lancer un minuteur, et l’écran reste allumé pendant que vous cuisinez.',
          ],
        },
      ],
    },
    {
      id: 'records',
      title: 'Programme du jour et repas notés',
      questions: [
        {
          question: 'À quoi sert l’onglet Aujourd’hui ?',
          answer: [
            'C’est votre programme de cuisine du jour. Ajoutez les plats voulus pour le petit-déjeuner, le déjeuner, le dîner ou une collation, réglez les parts, sélectionnez-les et touchez « Confirmer » pour créer un repas noté.',
          ],
        },
        {
          question: 'Que se passe-t-il quand je marque un repas comme cuisiné ?',
          answer: [
            'Avant de confirmer, vous voyez ce que le repas prend dans votre stock et ce qui manque ou ne suffit pas. Une fois confirmé, le stock baisse d’autant (jamais sous zéro) et les mouvements sont enregistrés.',
          ],
        },
        {
          question: 'Puis-je annuler ou évaluer un repas ?',
          answer: [
            'Un repas pas encore cuisiné peut être annulé. Une fois cuisiné, vous pouvez lui donner de 1 à 5 étoiles et un commentaire de 500 caractères au plus, pour la prochaine fois.',
          ],
        },
      ],
    },
    {
      id: 'stock',
      title: 'Stock',
      questions: [
        {
          question: 'Comment ajouter un article au stock ?',
          answer: [
            'Sur l’écran Santé du stock, touchez « Ajouter » et indiquez le nom, la quantité, l’unité, la date limite et l’endroit où il est rangé (réfrigérateur, congélateur ou placard). Fixez une quantité minimale pour être prévenu quand il en reste peu.',
          ],
        },
        {
          question: 'Que signifient les états ?',
          answer: [
            'Périmé : la date limite est passée. Bientôt périmé : dans les 3 jours. Épuisé : la quantité est 0. Bas : au niveau ou sous le minimum fixé. Tout le reste va bien.',
            'Le score de santé (0–100) reflète la part des articles en bon état ; les articles périmés pèsent le plus.',
          ],
        },
        {
          question: 'Qu’est-ce que « À cuisiner avant qu’il ne soit trop tard » ?',
          answer: [
            'Des plats qui utilisent les articles qui périment le plus tôt, pour moins gaspiller.',
          ],
        },
      ],
    },
    {
      id: 'kitchen',
      title: 'Cuisine partagée',
      questions: [
        {
          question: 'Qu’est-ce qu’une cuisine partagée ?',
          answer: [
            'Chaque compte a sa propre cuisine. Quand votre foyer la rejoint avec un code d’invitation, vous partagez un même stock et les mêmes repas notés ; les favoris restent personnels.',
          ],
        },
        {
          question: 'Comment inviter mon foyer ?',
          answer: [
            'Le propriétaire de la cuisine ouvre Moi → Ma cuisine, touche « Créer un code » et donne le code de 8 caractères à son foyer. Un code vaut 7 jours ; « Nouveau code » annule l’ancien aussitôt.',
            'Pour rejoindre la cuisine, ouvrez Moi → Ma cuisine → Rejoindre une autre cuisine et saisissez le code. Si votre cuisine contient encore du stock, on vous demande si vous l’emportez.',
          ],
        },
        {
          question: 'Puis-je quitter une cuisine ?',
          answer: [
            'Oui : dans Moi → Ma cuisine, touchez « Quitter cette cuisine ». Vous retrouvez une cuisine à vous, vide ; le stock et les repas restent dans la cuisine. Quand le propriétaire part, le membre arrivé le premier devient propriétaire ; le seul membre d’une cuisine ne peut pas la quitter.',
          ],
        },
        {
          question: 'Que se passe-t-il si l’on me retire d’une cuisine ?',
          answer: [
            'Le propriétaire peut retirer un membre, qui retrouve alors une cuisine à lui. Le stock et les repas restent dans la cuisine d’origine.',
          ],
        },
      ],
    },
    {
      id: 'app',
      title: 'Application et mises à jour',
      questions: [
        {
          question: 'Comment changer de langue ?',
          answer: [
            'Dans Moi → Langue, choisissez 简体中文, 繁體中文, English, Español ou Français ; le changement est immédiat, et les e-mails de code sont aussi rédigés dans cette langue.',
          ],
        },
        {
          question: 'Comment mettre l’application à jour ?',
          answer: [
            'L’application vérifie s’il existe une nouvelle version au démarrage et quand vous y revenez (au plus une fois toutes les 5 minutes), et vous prévient s’il y en a une. Vous pouvez aussi vérifier dans Moi → À propos et mises à jour.',
          ],
        },
        {
          question: 'Mes données sont-elles les mêmes sur le web et dans les mini-programmes ?',
          answer: [
            'Oui. Avec le même compte, l’application web et les mini-programmes WeChat et Alipay affichent les mêmes données.',
          ],
        },
        {
          question: 'Le message « échec de la requête réseau » s’affiche',
          answer: [
            'Vérifiez votre connexion et réessayez. Rien de ce qui a été enregistré n’est perdu, et ouvrir l’application avec une mauvaise connexion ne vous déconnecte pas.',
          ],
        },
      ],
    },
  ],
  contact: `Vous n’avez pas trouvé votre réponse ? Écrivez-nous : ${SUPPORT_EMAIL}`,
}

export default help

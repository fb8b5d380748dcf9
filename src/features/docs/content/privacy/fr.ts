import { SUPPORT_EMAIL } from '../../contact'
import type { LegalDocument } from '../../types'

const privacy: LegalDocument = {
  updated: 'Dernière mise à jour : 21 novembre 2026',
  intro: [
    'Cette politique explique ce que Sichu collecte, pourquoi, où c’est conservé et comment vous en gardez la maîtrise. Nous ne collectons que ce dont le service a besoin. Pas de publicité, pas de vente de données, aucun outil tiers de mesure d’audience ou de pistage publicitaire.',
  ],
  sections: [
    {
      heading: 'Ce que nous collectons',
      paragraphs: [
        'Données du compte : identifiant, e-mail, mot de passe (conservé uniquement sous forme d’empreinte Argon2id, dont personne ne peut retrouver le mot de passe), pseudo, ainsi que la photo de profil, le genre, la courte présentation et la langue que vous choisissez d’indiquer.',
        'Ce que vous créez : favoris, programme de repas du jour, repas notés (repas, heure, note, évaluation et commentaire), articles du stock et leurs mouvements, et la cuisine à laquelle vous appartenez avec ses membres.',
        'Ce qu’exige la sécurité : l’heure et l’adresse réseau des requêtes, les connexions réussies et échouées, et une session par appareil. Pour vérifier les mises à jour, l’application n’envoie que sa plateforme (par exemple H5) et son numéro de version.',
        'Nous ne collectons ni votre position, ni vos contacts, ni votre numéro de téléphone, ni les identifiants de l’appareil, ni aucune image autre que la photo de profil que vous choisissez d’envoyer.',
      ],
    },
    {
      heading: 'Ce qui reste sur votre appareil',
      paragraphs: [
        'Pour vous éviter de vous reconnecter à chaque fois, l’application conserve sur cet appareil votre jeton de connexion, votre profil de base, votre langue, votre historique de recherche et l’heure de la dernière vérification des mises à jour.',
        'Si vous cochez « Se souvenir de moi » en vous connectant, l’application conserve aussi votre identifiant et votre mot de passe sur cet appareil pour les remplir la fois suivante. Ne le cochez que sur votre propre appareil. Se connecter sans le cocher, ou avec un code par e-mail, efface l’identifiant et le mot de passe enregistrés. Se déconnecter efface le jeton et le profil de cet appareil.',
      ],
    },
    {
      heading: 'À quoi cela sert',
      paragraphs: [
        'À faire fonctionner ce que vous utilisez : afficher votre profil, garder vos repas, évaluer la santé de votre stock et écarter les plats mangés ces 3 derniers jours quand nous suggérons quoi manger.',
        'À vous envoyer des codes par e-mail (inscription, connexion par code, réinitialisation du mot de passe, changement d’e-mail), dans la langue que vous avez choisie.',
        'À protéger votre compte : repérer les tentatives de connexion inhabituelles, ralentir ou bloquer brièvement les connexions après plusieurs échecs, et déconnecter vos autres appareils quand vous changez ou réinitialisez votre mot de passe.',
      ],
    },
    {
      heading: 'Qui d’autre y a accès',
      paragraphs: [
        'Une fois dans une cuisine partagée, ses autres membres voient votre pseudo et votre photo, ainsi que le stock et les repas de cette cuisine. Vos favoris, votre e-mail et votre mot de passe ne sont jamais partagés.',
        'Pour envoyer un code, votre adresse e-mail et le code sont confiés au service d’envoi d’e-mails que nous utilisons. En dehors de cela, nous ne transmettons vos données personnelles à aucun tiers, sauf obligation légale.',
      ],
    },
    {
      heading: 'Conservation et sécurité',
      paragraphs: [
        'Vos données sont conservées sur le serveur qui fait fonctionner le service Sichu. Les mots de passe ne sont gardés que sous forme d’empreinte ; les codes valent 10 minutes, une seule fois, avec 5 essais au plus ; les journaux du serveur n’enregistrent jamais ni mots de passe ni jetons de connexion.',
        'Aucune sécurité n’est parfaite. Si un incident pouvait vous concerner, nous vous préviendrons rapidement et vous dirons quoi faire.',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        'Les données du compte et vos contenus sont conservés tant que le compte existe. Les codes cessent de valoir une fois utilisés ou expirés ; les sessions prennent fin quand vous vous déconnectez ou changez ou réinitialisez votre mot de passe ; les journaux de requêtes tenus pour la sécurité sont effacés au bout de 30 jours au plus. À la fermeture du compte, nous supprimons vos données personnelles.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'À tout moment, dans l’onglet Moi, vous pouvez voir et modifier votre pseudo, votre photo et votre langue, changer votre mot de passe ou vous déconnecter.',
        `Vous pouvez demander une copie de vos données personnelles, leur suppression ou la fermeture de votre compte : écrivez à ${SUPPORT_EMAIL} ; après vérification de votre identité, nous donnons suite sous 15 jours ouvrés.`,
      ],
    },
    {
      heading: 'Mineurs',
      paragraphs: [
        'Sichu s’adresse aux personnes de 14 ans et plus. Les plus jeunes doivent l’utiliser avec l’accord et l’aide d’un parent ou d’un tuteur ; un tuteur qui découvre qu’un enfant nous a confié des données personnelles sans accord peut nous demander de les supprimer.',
      ],
    },
    {
      heading: 'Modification de cette politique',
      paragraphs: [
        'Cette politique peut évoluer avec Sichu. Les changements importants sont annoncés dans l’application et la date en haut de cette page est mise à jour.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Pour toute question ou demande concernant vos données, écrivez à ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
}

export default privacy

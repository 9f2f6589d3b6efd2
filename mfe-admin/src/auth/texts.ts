import { frenchTexts } from '../ui/french';

export const authTexts = frenchTexts({
  title: 'Espace équipe',
  intro: 'Connectez-vous avec le compte que l’entreprise vous a ouvert.',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  submitting: 'Connexion…',
  magicLink: 'Recevoir un lien de connexion',
  magicLinkSending: 'Envoi du lien…',
  magicLinkSent:
    'Si cette adresse a un compte, un lien de connexion vient de lui être envoyé. Ouvrez-le sur cet appareil, ou saisissez ci-dessous le code à 6 chiffres de l’e-mail.',
  code: 'Code à 6 chiffres',
  codeHelp:
    'Il figure dans l’e-mail de connexion et connecte cet appareil, même si vous lisez l’e-mail sur un autre.',
  verifyCode: 'Valider le code',
  verifyingCode: 'Vérification du code…',
  codeMissing: 'Saisissez les 6 chiffres du code reçu par e-mail.',
  codeWrong:
    'Ce code est incorrect ou a expiré. Vérifiez les 6 chiffres du dernier e-mail reçu, ou demandez un nouveau lien.',
  codeVoid: 'Trop d’essais : ce code n’est plus valable. Demandez un nouveau lien.',
  codeVoidWait: (wait: string) =>
    `Trop d’essais : ce code n’est plus valable. Demandez un nouveau lien dans ${wait}.`,
  signingIn: 'Connexion réussie, ouverture de l’espace équipe…',
  emailMissing: 'Indiquez votre adresse e-mail.',
  passwordMissing: 'Indiquez votre mot de passe, ou demandez un lien de connexion.',
  wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  tooMany: 'Trop de tentatives : réessayez dans quelques minutes.',
  unreachable: 'Le serveur ne répond pas. Vérifiez la connexion puis réessayez.',
  linkExpired: 'Ce lien de connexion n’est plus valable : demandez-en un nouveau.',
  failed: 'La connexion a échoué. Réessayez dans un instant.',
  signOut: 'Se déconnecter',
  checking: 'Vérification de la session…',
  notStaff: 'Ce compte n’a pas accès à l’espace équipe.',
});

import { frenchTexts } from '../ui/french';

export const passwordTexts = frenchTexts({
  title: 'Mot de passe',
  intro:
    'Choisissez un mot de passe d’au moins 12 caractères, que vous n’utilisez nulle part ailleurs. Changer le mot de passe ferme vos autres sessions.',
  current: 'Mot de passe actuel',
  currentHint: 'Sans mot de passe, ou si vous l’avez oublié : demandez un code par e-mail.',
  askCode: 'Recevoir un code par e-mail',
  askingCode: 'Envoi du code…',
  codeSent: 'Un code de confirmation vient de vous être envoyé par e-mail.',
  code: 'Code reçu par e-mail',
  next: 'Nouveau mot de passe',
  confirm: 'Nouveau mot de passe, une deuxième fois',
  submit: 'Changer le mot de passe',
  submitting: 'Changement…',
  done: 'Mot de passe changé. Vos autres sessions sont fermées.',
  currentMissing: 'Indiquez votre mot de passe actuel, ou demandez un code par e-mail.',
  currentWrong: 'Le mot de passe actuel est incorrect.',
  codeInvalid: 'Ce code n’est pas ou plus valable : demandez-en un nouveau.',
  codeFormat: 'Le code compte 6 chiffres.',
  tooShort: 'Le nouveau mot de passe doit compter au moins 12 caractères.',
  tooLong: 'Le nouveau mot de passe ne peut pas dépasser 72 octets (une lettre accentuée en compte deux).',
  mismatch: 'Les deux nouveaux mots de passe ne sont pas identiques.',
  common: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
  weak: 'Ce mot de passe est trop facile à deviner : choisissez-en un plus long, moins courant.',
  same: 'Le nouveau mot de passe doit être différent de l’actuel.',
  failed: 'Le changement a échoué. Réessayez dans un instant.',
});

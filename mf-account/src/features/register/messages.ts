import { defineMessages } from '@bookshop/i18n';
import { accountMessages } from '../../messages';

/** Texts of the register page (with the account's shared texts). */
export const registerMessages = defineMessages({
  fr: {
    ...accountMessages.fr,
    confirmPassword: 'Confirmer le mot de passe',
    submitRegister: 'Créer mon compte',
    haveAccount: 'Déjà un compte ?',
    registerTitle: 'Créer un compte',
    registerIntro: 'Un compte vous permet de commander plus vite et de suivre vos commandes.',
    required: 'Ce champ est obligatoire.',
    emailTaken: 'Un compte existe déjà avec cette adresse email.',
    checkMailbox: 'Un email de confirmation vient de vous être envoyé.',
  },
  eng: {
    ...accountMessages.eng,
    confirmPassword: 'Confirm password',
    submitRegister: 'Create my account',
    haveAccount: 'Already have an account?',
    registerTitle: 'Create an account',
    registerIntro: 'An account lets you order faster and follow your orders.',
    required: 'This field is required.',
    emailTaken: 'An account already exists with this email address.',
    checkMailbox: 'A confirmation email has just been sent to you.',
  },
});

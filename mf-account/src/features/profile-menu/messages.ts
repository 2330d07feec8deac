import { defineMessages } from '@bookshop/i18n';

/**
 * Texts of the header profile menu, which every page loads: only its own keys, so the menu does not carry the account's
 * other dictionaries (the shared accountMessages reads its `login` from here).
 */
export const profileMenuMessages = defineMessages({
  fr: {
    account: 'Mon compte',
    accountOf: 'Compte de {name}',
    profile: 'Profil',
    ordersTracking: 'Suivi des commandes',
    ordersReturns: 'Retours de commandes',
    logout: 'Déconnexion',
    trackOrder: 'Suivre une commande',
    login: 'Connexion',
    register: 'Inscription',
    loggedOut: 'Vous êtes déconnecté.',
  },
  eng: {
    account: 'My account',
    accountOf: 'Account of {name}',
    profile: 'Profile',
    ordersTracking: 'Orders Tracking',
    ordersReturns: 'Orders Returns',
    logout: 'Logout',
    trackOrder: 'Track Order',
    login: 'Login',
    register: 'Register',
    loggedOut: 'You are logged out.',
  },
});

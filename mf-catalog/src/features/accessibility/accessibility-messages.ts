import { defineMessages } from '@bookshop/i18n';

/**
 * The accessibility statement (déclaration d'accessibilité), as French law (loi n° 2005-102, article 47) and the
 * European Accessibility Act ask: the standard aimed at, how it is checked, what is known to fall short, how to tell
 * us, and where to turn if we do not answer. What it says of our tests must stay true of e2e/tests (accessibility and
 * keyboard specs): change both together.
 */
export const accessibilityMessages = defineMessages({
  fr: {
    title: 'Déclaration d’accessibilité',
    intro:
      'La librairie s’engage à rendre sa boutique en ligne accessible à toutes et à tous, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005 et à la directive européenne 2019/882 sur l’accessibilité des produits et services (European Accessibility Act).',
    statusTitle: 'État de conformité',
    statusText:
      'La boutique vise le niveau AA des Règles pour l’accessibilité des contenus web (WCAG) 2.1, sur lesquelles repose le référentiel général d’amélioration de l’accessibilité (RGAA 4.1). Elle est partiellement conforme : la conformité décrite ici repose sur nos propres tests, et aucun audit complet n’a encore été mené par un organisme indépendant.',
    testsTitle: 'Comment nous le vérifions',
    testAxe:
      'À chaque modification, des tests automatiques ouvrent chaque page publique, en français et en anglais, dans un vrai navigateur (Chromium) et la contrôlent avec axe-core sur les critères WCAG 2.0, 2.1 et 2.2 de niveaux A et AA ; le compte et l’espace d’administration sont contrôlés de la même façon.',
    testKeyboard:
      'Un achat complet (recherche, fiche du livre, panier, commande) est testé au clavier seul, sans souris, ainsi que l’arborescence des catégories.',
    testReflow: 'Les pages sont testées sur un écran de téléphone de 320 pixels de large, sans défilement horizontal.',
    testLanguages: 'Chaque page déclare sa langue, et les pages publiques s’affichent même sans JavaScript.',
    limitsTitle: 'Limites connues',
    limitsText:
      'Les tests automatiques ne détectent qu’une partie des obstacles. Nous n’avons pas encore testé la boutique avec des lecteurs d’écran (NVDA, VoiceOver, TalkBack). Les descriptions des livres viennent des éditeurs et peuvent être moins bien structurées que le reste du site.',
    contactTitle: 'Nous signaler un problème',
    contactText:
      'Si vous ne parvenez pas à accéder à un contenu ou à un service, dites-le-nous : nous vous répondrons et vous proposerons un autre moyen d’obtenir l’information ou de passer commande.',
    contactByEmail: 'Par email :',
    contactForm: 'Écrire par le formulaire de contact',
    remedyTitle: 'Voies de recours',
    remedyText:
      'Si vous nous avez signalé un défaut d’accessibilité sans obtenir de réponse satisfaisante, vous pouvez saisir le Défenseur des droits : par son formulaire en ligne (defenseurdesdroits.fr), auprès de l’un de ses délégués, ou par courrier gratuit, sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
    dated: 'Déclaration établie le 26 novembre 2026.',
  },
  eng: {
    title: 'Accessibility statement',
    intro:
      'The bookshop is committed to making its online shop accessible to everyone, as required by article 47 of French law no. 2005-102 of 11 February 2005 and by the European Accessibility Act (directive 2019/882).',
    statusTitle: 'Conformance status',
    statusText:
      'The shop aims at level AA of the Web Content Accessibility Guidelines (WCAG) 2.1, on which the French accessibility standard (RGAA 4.1) is based. It is partially conformant: the conformance described here rests on our own tests, and no full audit has yet been made by an independent body.',
    testsTitle: 'How we check it',
    testAxe:
      'With every change, automatic tests open every public page, in French and in English, in a real browser (Chromium) and check it with axe-core against the WCAG 2.0, 2.1 and 2.2 level A and AA criteria; the account and the staff area are checked the same way.',
    testKeyboard: 'A whole purchase (search, book page, cart, checkout) is tested with the keyboard alone, without a mouse, as is the category tree.',
    testReflow: 'Pages are tested on a 320-pixel-wide phone screen, without sideways scrolling.',
    testLanguages: 'Every page states its language, and the public pages show even without JavaScript.',
    limitsTitle: 'Known limitations',
    limitsText:
      'Automatic tests find only part of the barriers. We have not yet tested the shop with screen readers (NVDA, VoiceOver, TalkBack). Book descriptions come from the publishers and may be less well structured than the rest of the site.',
    contactTitle: 'Tell us about a problem',
    contactText:
      'If you cannot reach a content or a service, tell us: we will answer and offer you another way to get the information or to place your order.',
    contactByEmail: 'By email:',
    contactForm: 'Write through the contact form',
    remedyTitle: 'If we do not answer',
    remedyText:
      'If you told us about an accessibility barrier without a satisfactory answer, you can refer it to the Défenseur des droits (the French rights ombudsman): through its online form (defenseurdesdroits.fr), one of its local delegates, or by free post, without a stamp: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
    dated: 'Statement made on 26 November 2026.',
  },
});

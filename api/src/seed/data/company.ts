import type { SeedCompanyTexts } from './types';

/**
 * Company pages. Registration numbers, host and people are fictional
 * (the SIREN passes the Luhn check and the VAT key is computed from it). Contact email and phone match `COMPANY` in ../seed.ts.
 * Only tags kept by the storefront sanitiser are used (p, strong, em, ul, li).
 */
export const companyTexts: SeedCompanyTexts = {
  about_fr:
    "<p>Fondée à Paris par deux libraires passionnés de classiques, la Librairie Lumière réunit en français et en anglais les grands textes du domaine public, en éditions soignées, illustrées ou de poche. Nous lisons tout ce que nous vendons et conseillons chaque lecteur, en boutique comme en ligne. Lectures, dédicaces et ateliers rythment la vie de la librairie tout au long de l'année.</p>",
  about_en:
    '<p>Founded in Paris by two booksellers with a passion for the classics, Librairie Lumière brings together the great public-domain texts in French and English, in carefully made illustrated and paperback editions. We read everything we sell and advise every reader, in the shop and online. Readings, signings and workshops bring the bookshop to life all year round.</p>',

  help_fr: [
    '<p><strong>Commander</strong></p>',
    "<p>Ajoutez les livres de votre choix au panier, puis validez votre commande en choisissant la livraison (à domicile, en point relais ou en librairie) et le paiement par virement. Vous recevez aussitôt un courriel de confirmation avec le numéro de commande : il suffit, avec votre adresse email, pour suivre la commande à tout moment (« Suivre une commande »), et votre compte les garde toutes.</p>",
    '<p><strong>Livraison</strong></p>',
    "<p>Les commandes passées avant 14 h un jour ouvré sont expédiées le jour même lorsque tous les livres sont en stock. Comptez en général 2 à 4 jours ouvrés en France métropolitaine, 3 à 6 jours pour l'Union européenne, la Suisse et le Royaume-Uni, et 5 à 12 jours pour le reste du monde. Les frais de port sont calculés à la validation du panier selon le pays de destination et le poids du colis.</p>",
    "<p>Les livres épuisés chez nous peuvent être commandés : nous vous prévenons par courriel dès leur arrivée.</p>",
    '<p><strong>Retours et rétractation</strong></p>',
    "<p>Vous disposez d'un délai de 14 jours à compter de la réception de votre colis pour exercer votre droit de rétractation (article L221-18 du Code de la consommation), sans avoir à vous justifier : le délai court jusqu'à la fin du quatorzième jour suivant la livraison, date que votre commande indique. Signalez-nous votre retour depuis votre compte, depuis la page « Suivre une commande » avec votre numéro de commande et votre adresse email si vous avez commandé sans compte, ou par courriel, puis renvoyez les livres dans leur état d'origine. Nous vous remboursons dans les 14 jours suivant la réception du retour, avec le même moyen de paiement. Les frais de retour restent à votre charge, sauf si le livre reçu est abîmé ou ne correspond pas à votre commande.</p>",
    '<p><strong>Prix du livre</strong></p>',
    "<p>Conformément à la loi du 10 août 1981 relative au prix du livre, le prix des livres neufs est fixé par l'éditeur et les remises sont limitées à 5 %, sauf pour les ouvrages publiés depuis plus de deux ans et dont le dernier approvisionnement remonte à plus de six mois.</p>",
  ].join(''),
  help_en: [
    '<p><strong>Ordering</strong></p>',
    '<p>Add the books you want to your basket, then confirm your order by choosing the delivery (home, pick-up point or at the bookshop) and payment by bank transfer. You will immediately receive a confirmation email with the order number: with your email address, it is all you need to follow the order at any time ("Track Order"), and your account keeps them all.</p>',
    '<p><strong>Delivery</strong></p>',
    '<p>Orders placed before 2 pm on a working day are shipped the same day when all the books are in stock. Allow 2 to 4 working days for mainland France, 3 to 6 days for the European Union, Switzerland and the United Kingdom, and 5 to 12 days for the rest of the world. Shipping costs are calculated at checkout according to the destination country and the weight of the parcel.</p>',
    '<p>Books that are out of stock can be ordered: we will email you as soon as they arrive.</p>',
    '<p><strong>Returns and cancellation</strong></p>',
    '<p>You have 14 days from receipt of your parcel to withdraw from your purchase (article L221-18 of the French Consumer Code), without giving any reason: the period runs to the end of the fourteenth day after delivery, a date your order shows. Let us know from your account, from the "Track an order" page with your order number and email if you ordered without an account, or by email, then send the books back in their original condition. We will refund you within 14 days of receiving the return, using the same payment method. Return postage is at your expense, unless the book arrived damaged or does not match your order.</p>',
    '<p><strong>Book prices</strong></p>',
    '<p>Under the French law of 10 August 1981 on book prices, the price of new books is set by the publisher and discounts are limited to 5%, except for titles published more than two years ago and last restocked more than six months ago.</p>',
  ].join(''),

  libraries_fr: [
    '<p><strong>Bibliothèques partenaires</strong></p>',
    "<p>La Librairie Lumière fournit des bibliothèques municipales, des centres de documentation scolaires, des bibliothèques universitaires et des associations de lecture en France et en Belgique. Nous les accompagnons dans la constitution de leurs fonds de classiques en français et en anglais, avec des sélections thématiques et des tables de présentation.</p>",
    '<ul>',
    "<li>Remise collectivités conforme à la loi (9 % au maximum pour les bibliothèques accueillant du public).</li>",
    '<li>Devis, bons de commande et facturation sur Chorus Pro pour les établissements publics.</li>',
    '<li>Équipement des livres (film de protection, cotes) sur demande.</li>',
    "<li>Accueil de classes et lectures hors les murs par nos libraires.</li>",
    '</ul>',
    "<p>Vous représentez une bibliothèque ? Écrivez-nous à bibliotheques@librairie-lumiere.fr pour recevoir nos conditions.</p>",
  ].join(''),
  libraries_en: [
    '<p><strong>Partner libraries</strong></p>',
    '<p>Librairie Lumière supplies public libraries, school resource centres, university libraries and reading associations in France and Belgium. We help them build their collections of French and English classics, with themed selections and display tables.</p>',
    '<ul>',
    '<li>Institutional discount in line with French law (up to 9% for libraries open to the public).</li>',
    '<li>Quotes, purchase orders and invoicing through Chorus Pro for public bodies.</li>',
    '<li>Library processing (protective covers, shelf marks) on request.</li>',
    '<li>Class visits and off-site readings by our booksellers.</li>',
    '</ul>',
    '<p>Do you represent a library? Write to bibliotheques@librairie-lumiere.fr to receive our terms.</p>',
  ].join(''),

  copyrights_fr: '© 2026 Librairie Lumière. Tous droits réservés.',
  copyrights_en: '© 2026 Librairie Lumière. All rights reserved.',

  legal_fr: [
    '<p><strong>Mentions légales</strong></p>',
    '<p><strong>Éditeur du site</strong></p>',
    "<p>Le présent site est édité par Librairie Lumière, société par actions simplifiée (SAS) au capital de 20 000 euros, dont le siège social est situé 8 passage des Lumières, 75011 Paris, immatriculée au registre du commerce et des sociétés de Paris sous le numéro 912 345 675 (SIRET 912 345 675 00017, code APE 47.61Z – Commerce de détail de livres en magasin spécialisé). Numéro de TVA intracommunautaire : FR65 912 345 675.</p>",
    '<p>Directrice de la publication : Claire Morel, présidente.</p>',
    '<p>Contact : contact@librairie-lumiere.fr – téléphone : +33 1 42 00 00 00 (du mardi au samedi, de 10 h à 19 h).</p>',
    '<p><strong>Hébergement</strong></p>',
    "<p>Le site est hébergé par Datanord Hébergement SAS, 25 quai des Serveurs, 59100 Roubaix, France – téléphone : +33 3 53 01 56 78. Les données sont stockées dans des centres de données situés dans l'Union européenne.</p>",
    '<p><strong>Propriété intellectuelle</strong></p>',
    "<p>Les œuvres présentées dans notre catalogue appartiennent au domaine public ; en revanche, la présentation du site, les textes de présentation, les photographies et les éléments graphiques sont protégés par le droit d'auteur et ne peuvent être reproduits sans autorisation écrite de Librairie Lumière.</p>",
    '<p><strong>Données personnelles</strong></p>',
    "<p>Librairie Lumière est responsable du traitement des données personnelles collectées sur ce site (identité, coordonnées, adresses de livraison, historique des commandes). Ces données sont utilisées pour gérer votre compte et vos commandes, assurer le service client et, si vous l'avez accepté, vous adresser notre lettre d'information. Elles sont conservées pendant la durée de la relation commerciale puis trois ans après votre dernier achat, à l'exception des pièces comptables conservées dix ans. Elles ne sont jamais vendues ; elles sont transmises uniquement à nos prestataires de paiement et de livraison, pour les besoins de votre commande.</p>",
    "<p><strong>Codes promo limités par client</strong> : ces codes sont réservés aux clients connectés dont l'adresse email est confirmée. Pour chaque commande qui en utilise un, nous conservons une empreinte de votre adresse email (un condensat HMAC-SHA256 calculé avec une clé secrète de la boutique, dont l'adresse ne peut pas être lue ; une adresse Gmail y est prise sans ses points ni son « +étiquette »). Elle sert uniquement à compter vos utilisations de ces codes, sur la base de l'intérêt légitime de la boutique à faire respecter ses offres. Elle n'est pas effacée avec votre compte, afin qu'un code à usage unique ne puisse pas resservir en ouvrant un nouveau compte, et elle est conservée aussi longtemps que la commande à laquelle elle se rapporte.</p>",
    "<p>Conformément au règlement général sur la protection des données (RGPD) et à la loi « Informatique et Libertés », vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, que vous pouvez exercer en écrivant à dpo@librairie-lumiere.fr ou à l'adresse du siège. Vous pouvez également introduire une réclamation auprès de la CNIL (www.cnil.fr).</p>",
    '<p><strong>Cookies</strong></p>',
    "<p>Le site n'utilise que les cookies nécessaires à son fonctionnement (session, panier, choix de la langue). Aucun cookie publicitaire ni de mesure d'audience tierce n'est déposé sans votre consentement.</p>",
    '<p><strong>Médiation de la consommation</strong></p>',
    "<p>En cas de litige non résolu avec notre service client, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons : Médiation des Passages, 3 rue des Accords, 75009 Paris.</p>",
  ].join(''),
  legal_en: [
    '<p><strong>Legal notice</strong></p>',
    '<p><strong>Site publisher</strong></p>',
    '<p>This website is published by Librairie Lumière, a French simplified joint-stock company (SAS) with a share capital of 20,000 euros, whose registered office is at 8 passage des Lumières, 75011 Paris, France, registered with the Paris Trade and Companies Register under number 912 345 675 (SIRET 912 345 675 00017, APE code 47.61Z – retail sale of books in specialised stores). EU VAT number: FR65 912 345 675.</p>',
    '<p>Publication director: Claire Morel, President.</p>',
    '<p>Contact: contact@librairie-lumiere.fr – telephone: +33 1 42 00 00 00 (Tuesday to Saturday, 10 am to 7 pm).</p>',
    '<p><strong>Hosting</strong></p>',
    '<p>The website is hosted by Datanord Hébergement SAS, 25 quai des Serveurs, 59100 Roubaix, France – telephone: +33 3 53 01 56 78. Data is stored in data centres located in the European Union.</p>',
    '<p><strong>Intellectual property</strong></p>',
    '<p>The works in our catalogue are in the public domain; however, the design of the website, the descriptive texts, the photographs and the graphic elements are protected by copyright and may not be reproduced without the written permission of Librairie Lumière.</p>',
    '<p><strong>Personal data</strong></p>',
    '<p>Librairie Lumière is the controller of the personal data collected on this website (identity, contact details, delivery addresses, order history). This data is used to manage your account and orders, to provide customer service and, if you have agreed, to send you our newsletter. It is kept for the duration of our commercial relationship and for three years after your last purchase, except for accounting records, which are kept for ten years. It is never sold; it is shared only with our payment and delivery providers, for the purposes of your order.</p>',
    "<p><strong>Coupon codes limited per customer</strong>: these codes are for signed-in customers whose email address is confirmed. For each order that uses one, we keep a fingerprint of your email address (an HMAC-SHA256 digest computed with a secret key of the shop, from which the address cannot be read; a Gmail address is taken without its dots or its “+tag”). It is used only to count your uses of these codes, on the basis of the shop's legitimate interest in enforcing its offers. It is not erased with your account, so that a single-use code cannot be used again by opening a new account, and it is kept as long as the order it relates to.</p>",
    '<p>Under the General Data Protection Regulation (GDPR) and the French Data Protection Act, you have the right to access, rectify, erase, restrict and port your data and to object to its processing. You can exercise these rights by writing to dpo@librairie-lumiere.fr or to our registered office. You may also lodge a complaint with the CNIL, the French data protection authority (www.cnil.fr).</p>',
    '<p><strong>Cookies</strong></p>',
    '<p>This website uses only the cookies needed for it to work (session, basket, language choice). No advertising or third-party analytics cookies are set without your consent.</p>',
    '<p><strong>Consumer mediation</strong></p>',
    '<p>If a dispute with our customer service cannot be resolved, you may refer it free of charge to our consumer mediator: Médiation des Passages, 3 rue des Accords, 75009 Paris, France.</p>',
  ].join(''),
};

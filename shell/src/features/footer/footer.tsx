import { Link } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { shellMessages } from '../../messages';
import type { ShopFrame } from '../company/company-settings';
import { NewsletterForm } from './newsletter-form';

const SOCIAL = ['facebook', 'youtube', 'twitter', 'linkedin', 'insta'] as const;
const SOCIAL_NAMES: Record<(typeof SOCIAL)[number], string> = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  insta: 'Instagram',
};

/** A company text: HTML the API sanitises when it is saved, kept to a few lines in the footer. */
function CompanyText({ html }: { html: string }) {
  return <div className="site-footer__text" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Footer: the company's logo for a dark background when it has one (the footer is the shop's dark band), the company
 * texts (in the page's language), social links, newsletter signup.
 */
export function Footer({ frame }: { frame: ShopFrame | null }) {
  const t = useT(shellMessages);
  const text = (field: 'about' | 'help' | 'libraries' | 'copyrights') => frame?.[field] ?? '';
  const socials = SOCIAL.filter((name) => frame?.[name]);

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__column">
          {frame?.dark_icon && <img className="site-footer__logo" src={frame.dark_icon} alt={t('shopName')} />}
          <h2>{t('about')}</h2>
          <CompanyText html={text('about')} />
          <Link to="/about-us">{t('aboutUs')}</Link>
        </section>
        <section className="site-footer__column">
          <h2>{t('help')}</h2>
          <CompanyText html={text('help')} />
          <Link to="/contactus">{t('contactUs')}</Link>
          <Link to="/gift-card">{t('giveGiftCard')}</Link>
        </section>
        <section className="site-footer__column">
          <h2>{t('libraries')}</h2>
          <CompanyText html={text('libraries')} />
          <Link to="/legal-information">{t('navLegal')}</Link>
          <Link to="/accessibility">{t('accessibility')}</Link>
        </section>
        <section className="site-footer__column" id="newsletter">
          <h2>{t('newsletterTitle')}</h2>
          <p>{t('newsletterText')}</p>
          <NewsletterForm />
          {socials.length > 0 && (
            <>
              <h3 className="site-footer__social-title">{t('followUs')}</h3>
              <ul className="site-footer__social">
                {socials.map((name) => (
                  <li key={name}>
                    <a href={frame?.[name]} rel="noopener noreferrer" target="_blank">
                      {SOCIAL_NAMES[name]}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <p className="site-footer__copyright">{text('copyrights')}</p>
    </footer>
  );
}

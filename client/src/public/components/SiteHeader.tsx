import { useI18n } from '../i18n/useI18n';
import { Logo, StaffIcon } from './Icons';
import { LanguageSwitcher } from './LanguageSwitcher';

export function SiteHeader() {
  const { t } = useI18n();
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <a className="brand" href="/" aria-label={t('home.header.home')}>
          <Logo />
          <span className="brand-name">{t('home.header.product')}</span>
        </a>
        {/* An icon on narrow screens (the text stays its accessible name), icon and text on wider ones. */}
        <a className="staff-link" href="/sign-in">
          <StaffIcon />
          <span className="staff-link-text">{t('home.header.staffSignIn')}</span>
        </a>
        <LanguageSwitcher />
      </div>
    </header>
  );
}

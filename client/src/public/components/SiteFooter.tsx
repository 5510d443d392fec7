import { useI18n } from '../i18n/useI18n';

export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t('home.footer.service')}</p>
        <p>{t('home.footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLanguage } from './AuthLanguage';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (to the other pages of the family). */
  footer?: ReactNode;
}

/**
 * The empty layout of the sign-in family: the service's name, one card, the way back to the
 * public page (a full page load: the server serves it apart from this application). Plain
 * elements drawn as antd's Card and Typography look: the sign-in page comes before antd loads.
 */
export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <header className="auth-top">
        <a className="auth-brand" href="/">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <span>
            <span className="auth-brand-name">{t('common.appName')}</span>
            <span className="auth-brand-tagline">{t('auth.layout.tagline')}</span>
          </span>
        </a>
        <AuthLanguage />
      </header>
      <main className="auth-main">
        <div className="auth-card">
          <h1 className="auth-title">{title}</h1>
          {intro && <p className="auth-intro">{intro}</p>}
          {children}
          {footer && <div className="auth-card-footer">{footer}</div>}
        </div>
        <a className="auth-back" href="/">
          <ArrowLeftOutlined aria-hidden /> {t('auth.signIn.backToPublic')}
        </a>
      </main>
      <footer className="auth-footer">{t('auth.layout.notice')}</footer>
    </div>
  );
}

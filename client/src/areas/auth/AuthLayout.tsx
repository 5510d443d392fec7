import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, ConfigProvider, type ThemeConfig, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../shell/LanguageSelect';
import './auth.css';

/** The service's own blue (the public page's), so that links never read as errors. */
const AUTH_THEME: ThemeConfig = { token: { colorPrimary: '#0b4a6f', colorLink: '#0b4a6f' } };

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (to the other pages of the family). */
  footer?: ReactNode;
}

/**
 * The empty layout of the sign-in family: the service's name, one card, the way back to the
 * public page (a full page load: the server serves it apart from this application).
 */
export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <ConfigProvider theme={AUTH_THEME}>
      <div className="auth-page">
        <header className="auth-top">
          <a className="auth-brand" href="/">
            <img src="/favicon.svg" alt="" width={40} height={40} />
            <span>
              <span className="auth-brand-name">{t('common.appName')}</span>
              <span className="auth-brand-tagline">{t('auth.layout.tagline')}</span>
            </span>
          </a>
          <LanguageSelect width={128} />
        </header>
        <main className="auth-main">
          <Card className="auth-card">
            <Typography.Title level={1} className="auth-title">
              {title}
            </Typography.Title>
            {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
            {children}
            {footer && <div className="auth-card-footer">{footer}</div>}
          </Card>
          <a className="auth-back" href="/">
            <ArrowLeftOutlined aria-hidden /> {t('auth.signIn.backToPublic')}
          </a>
        </main>
        <footer className="auth-footer">{t('auth.layout.notice')}</footer>
      </div>
    </ConfigProvider>
  );
}

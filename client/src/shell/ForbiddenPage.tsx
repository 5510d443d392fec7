import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../session/redirect';

/** A section the signed-in role may not open (the server would refuse its data too). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<h1 className="result-heading">{t('shell.forbidden.title')}</h1>}
      subTitle={t('shell.forbidden.text')}
      extra={
        <Link to={HOME_PATH}>
          <Button type="primary">{t('shell.forbidden.home')}</Button>
        </Link>
      }
    />
  );
}

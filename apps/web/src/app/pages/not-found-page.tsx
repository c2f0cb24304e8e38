import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** /404 (spec 2.2): page not found with a button back home. */
export default function NotFoundPage() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return (
    <main id="main-content" className="page-error">
      <Result
        status="404"
        title={<h1>{t('notFound.title')}</h1>}
        subTitle={t('notFound.content')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </main>
  );
}

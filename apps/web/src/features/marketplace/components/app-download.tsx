import { useState } from 'react';
import { Alert, Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-toast';
import { notLoggedInKey } from '../../../lib/file-gate';
import { formatFileSize } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { useSignedInUser } from '../../../lib/session';
import { useLoginFirst } from '../../../lib/use-login-first';
import { downloadAppPackage } from '../api/download-app';
import type { AppDetail } from '../types';

/**
 * The download of a market app's install package (issue 26 item 3, decision 0052): a signed-in
 * customer gets the button with the version and size; a visitor the way to login and back here
 * (decision 0048); an app without a released package says so (a catalogue app points to its
 * documents). A refusal stays under the button in words until the next try.
 */
export function AppDownload({ app }: { app: AppDetail }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const signedIn = useSignedInUser() !== null;
  const loginFirst = useLoginFirst();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The prompt is a section with its own heading (decision 0048).
  if (app.package && !signedIn)
    return (
      <div className="mk-download-section">
        <SignInPrompt
          title={t('app.download.signInTitle')}
          text={t('app.download.signInText')}
          action={t('app.download.signIn')}
        />
      </div>
    );
  let body;
  if (!app.package)
    body = (
      <p className="muted">
        {t(app.files.length > 0 ? 'app.download.noneSeeFiles' : 'app.download.none')}
      </p>
    );
  else {
    const facts = {
      name: app.name,
      version: app.versionName,
      size: formatFileSize(app.package.size, lang),
    };
    const download = async () => {
      setBusy(true);
      setFailure(null);
      try {
        await downloadAppPackage(app, lang);
      } catch (error) {
        // The session ended meanwhile: login first, then back to this detail.
        if (isApiError(error) && error.kind === 'session') loginFirst(notLoggedInKey('download'));
        else setFailure(errorText(error));
      } finally {
        setBusy(false);
      }
    };
    body = (
      <>
        <div className="mk-download">
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            loading={busy}
            aria-label={t('app.download.buttonNamed', facts)}
            onClick={() => void download()}
          >
            {t('app.download.button')}
          </Button>
          <span className="mk-download-facts">{t('app.download.facts', facts)}</span>
        </div>
        {failure && <Alert type="error" role="alert" showIcon message={failure} />}
      </>
    );
  }

  return (
    <section aria-labelledby="app-download-title" className="mk-download-section">
      <h3 id="app-download-title">{t('app.download.title')}</h3>
      {body}
    </section>
  );
}

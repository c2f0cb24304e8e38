import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { useTranslation } from 'react-i18next';
import type { EntityType } from '@seuiot/contract';
import { notifyError } from '../lib/error-toast';
import { createShareLink } from '../lib/files-api';
import { useSignedInUser } from '../lib/session';
import { useLoginFirst } from '../lib/use-login-first';

const ShareDialog = lazy(() =>
  import('./share-dialog').then((module) => ({ default: module.ShareDialog })),
);

interface Props {
  entityType: EntityType;
  entityId: number;
  /** The page to open (type 2, "other"); types 1 and 3 open their own detail page. */
  redirectUrl?: string;
}

/**
 * Share this page (spec 2.7 share dialog, 3 share request): a signed-in user chooses who may open
 * the link and copies it. Anonymous visitors are sent to login first (spec 6).
 */
export function ShareButton({ entityType, entityId, redirectUrl }: Props) {
  const { t } = useTranslation('common');
  const loggedIn = useSignedInUser() !== null;
  const loginFirst = useLoginFirst();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button
        icon={<ShareAltOutlined aria-hidden />}
        onClick={() => (loggedIn ? setOpen(true) : loginFirst('notLoggedIn.operation'))}
      >
        {t('fileActions.share')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog
            open
            title={t('fileActions.shareTitle')}
            onClose={() => setOpen(false)}
            createLink={(needLogin) =>
              createShareLink({ entityType, entityId, needLogin, redirectUrl }).catch(
                (error: unknown) => {
                  // A straight call: the query client's error toast does not see it.
                  notifyError(error);
                  throw error;
                },
              )
            }
          />
        </Suspense>
      )}
    </>
  );
}

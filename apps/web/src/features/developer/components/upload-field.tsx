import { useEffect, useRef, useState } from 'react';
import { Button, Progress, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES, type UploadPurpose } from '@seuiot/contract';
import { errorText, isTransientError } from '../../../lib/error-toast';
import { formatFileSize } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { uploadAppFile } from '../api/upload-app-file';
import type { Upload as UploadAnswer } from '../app-types';

/** A file of the form: an upload of this session or one the app already has. */
export interface FormFile {
  busId: number | null;
  url: string;
  fileName: string;
  kind: 'image' | 'video' | null;
}

interface Item {
  uid: string;
  /** When it was chosen: the value keeps the files in this order. */
  order: number;
  file: File;
  percent: number;
  state: 'uploading' | 'failed';
  error: string;
  /** The failure may pass when tried again (network, 5xx, B0014); a refusal would not. */
  retry: boolean;
}

interface Props {
  id?: string;
  purpose: UploadPurpose;
  /** A package checked against this app (B0010-B0012) as it uploads. */
  appId?: number;
  /** More than one file (intro images and videos, up to `max`). */
  max?: number;
  value?: FormFile[];
  onChange?: (files: FormFile[]) => void;
  /** Each accepted upload, with what the server read from it (APK facts, icon warnings). */
  onUploaded?: (upload: UploadAnswer) => void;
  'aria-describedby'?: string;
}

let sequence = 0;

/**
 * An upload field of the app forms: antd Upload picks the file (its accept list from the
 * contract), the bytes go to getBusId with a progress bar, a failure stays in the list with the
 * reason, and with a Retry button when trying again may help (a slow line loses a 150 MB package
 * now and then; a refused file would only be refused again), and the accepted
 * files are the field's value. Files over the purpose's limit are refused before a byte is sent.
 */
export function UploadField({
  id,
  purpose,
  appId,
  max = 1,
  value = [],
  onChange,
  onUploaded,
  'aria-describedby': describedBy,
}: Props) {
  const { t } = useTranslation('developer');
  const lang = useLang();
  const [items, setItems] = useState<Item[]>([]);
  // Files of the last choice left out because the field was full (shown until the next choice).
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // The value as last changed: uploads that finish before the form renders again each build on
  // the one before (a copy taken at render time lost all but one of them: issue 26).
  const latest = useRef(value);
  latest.current = value;
  // When each file of this session was chosen, by busId; files the app already had come first.
  const chosen = useRef(new Map<number, number>());
  const rule = UPLOAD_RULES[purpose];

  const change = (next: FormFile[]) => {
    latest.current = next;
    onChange?.(next);
  };

  /** Adds an accepted upload where it was chosen, whatever order the uploads finish in. */
  const accept = (added: FormFile, order: number) => {
    if (max === 1) return change([added]);
    if (added.busId !== null) chosen.current.set(added.busId, order);
    const chosenAt = (file: FormFile) =>
      file.busId === null ? 0 : (chosen.current.get(file.busId) ?? 0);
    const files = latest.current;
    const at = files.findIndex((file) => chosenAt(file) > order);
    change(at < 0 ? [...files, added] : [...files.slice(0, at), added, ...files.slice(at)]);
  };

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (uid: string, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.uid === uid ? { ...item, ...change } : item)));

  /** Places taken: accepted files and uploads under way (read between the files of one choice). */
  const taken = () => latest.current.length + controllers.current.size;

  const start = (uid: string, order: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(uid, controller);
    patch(uid, { state: 'uploading', percent: 0, error: '' });
    uploadAppFile({
      purpose,
      file,
      appId,
      lang,
      signal: controller.signal,
      onProgress: (percent) => patch(uid, { percent }),
    }).then(
      (answer) => {
        controllers.current.delete(uid);
        setItems((all) => all.filter((item) => item.uid !== uid));
        const added: FormFile = {
          busId: answer.busId,
          url: answer.url,
          fileName: answer.fileName,
          kind: answer.mediaKind,
        };
        accept(added, order);
        onUploaded?.(answer);
      },
      (error: unknown) => {
        controllers.current.delete(uid);
        if (error instanceof DOMException && error.name === 'AbortError') return;
        patch(uid, {
          state: 'failed',
          error: errorText(error) ?? t('upload.failed'),
          retry: isTransientError(error),
        });
      },
    );
  };

  /** A file of a choice (`batch`): refused when the field is full, before a byte is sent. */
  const add = (file: File, batch: readonly File[]) => {
    if (batch[0] === file) setLeftOut([]);
    if (max > 1 && taken() >= max) {
      setLeftOut((names) => [...names, file.name]);
      return;
    }
    const order = ++sequence;
    const uid = `upload-${order}`;
    if (file.size > rule.maxBytes) {
      setItems((all) => [
        ...all,
        {
          uid,
          order,
          file,
          percent: 0,
          state: 'failed',
          error: t('upload.tooLarge', { size: formatFileSize(rule.maxBytes, lang) }),
          retry: false,
        },
      ]);
      return;
    }
    setItems((all) => [
      ...all,
      { uid, order, file, percent: 0, state: 'uploading', error: '', retry: false },
    ]);
    start(uid, order, file);
  };

  const drop = (uid: string) => {
    controllers.current.get(uid)?.abort();
    controllers.current.delete(uid);
    setItems((all) => all.filter((item) => item.uid !== uid));
  };

  const full = value.length + items.filter((item) => item.state === 'uploading').length >= max;
  return (
    <div className="upload-field" aria-describedby={describedBy}>
      <ul className="upload-files">
        {value.map((file, index) => {
          // Files the app already had come without their upload's name.
          const label = file.fileName || t('upload.existing', { index: index + 1 });
          return (
            <li key={`${file.busId ?? 'seed'}-${file.url}`} className="upload-file">
              {file.kind === 'image' || purpose === 'icon' ? (
                <img src={file.url} alt="" className="upload-thumb" />
              ) : null}
              <span className="upload-name">{label}</span>
              <Button
                aria-label={t('actionOf', { action: t('upload.remove'), name: label })}
                size="small"
                onClick={() => change(latest.current.filter((other) => other !== file))}
              >
                {t('upload.remove')}
              </Button>
            </li>
          );
        })}
        {items.map((item) => (
          <li key={item.uid} className="upload-file">
            <span className="upload-name">{item.file.name}</span>
            {item.state === 'uploading' ? (
              <Progress
                className="upload-progress"
                percent={item.percent}
                size="small"
                aria-label={t('upload.progress', { name: item.file.name })}
              />
            ) : (
              <span className="upload-error" role="alert">
                {item.error}
              </span>
            )}
            {item.state === 'failed' && item.retry && !full && (
              <Button
                aria-label={t('actionOf', { action: t('upload.retry'), name: item.file.name })}
                size="small"
                onClick={() => start(item.uid, item.order, item.file)}
              >
                {t('upload.retry')}
              </Button>
            )}
            <Button
              aria-label={t('actionOf', {
                action: item.state === 'uploading' ? t('upload.cancel') : t('upload.remove'),
                name: item.file.name,
              })}
              size="small"
              onClick={() => drop(item.uid)}
            >
              {item.state === 'uploading' ? t('upload.cancel') : t('upload.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {!full && (
        <Upload
          accept={rule.accept}
          multiple={max > 1}
          showUploadList={false}
          beforeUpload={(file, batch) => {
            add(file, batch);
            return false;
          }}
        >
          {/* The form's label points here (id), the name stays the visible text. */}
          <Button id={id} aria-label={t(`upload.choose.${purpose}`)}>
            {t(`upload.choose.${purpose}`)}
          </Button>
        </Upload>
      )}
      {leftOut.length > 0 && (
        <p className="upload-error" role="alert">
          {t('upload.tooMany', { max, count: leftOut.length, names: leftOut.join(', ') })}
        </p>
      )}
      <p className="form-hint">
        {t(`upload.rule.${purpose}`, { size: formatFileSize(rule.maxBytes, lang), max })}
      </p>
    </div>
  );
}

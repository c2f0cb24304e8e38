import { useEffect, useState } from 'react';
import { Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { showErrorToast } from '../../../lib/feedback';
import {
  checkImage,
  megabytes,
  type ImageProblem,
  type ImageRuleSpec,
} from '../../../lib/image-check';

interface Props {
  id?: string;
  /** The chosen file (antd Form value). */
  value?: File | null;
  onChange?: (file: File | null) => void;
  rule: ImageRuleSpec;
  /** Accepted file types for the browser's picker, e.g. `.png,.jpg,.jpeg`. */
  accept: string;
  /** Button text. */
  label: string;
}

/**
 * Chooses one image to send with a form later (certifications): the file is checked in the
 * browser first (type by content, size, dimensions) and shown as a thumbnail; nothing is uploaded
 * until the form is submitted.
 */
export function ImagePicker({ id, value, onChange, rule, accept, label }: Props) {
  const { t } = useTranslation('center');
  const [fileList, setFileList] = useState<UploadFile[]>([]);

  // The form reset clears the value: the thumbnail follows.
  useEffect(() => {
    if (!value) setFileList([]);
  }, [value]);

  const problemText = (problem: ImageProblem) =>
    t(`image.${problem}`, {
      types: rule.types.map((type) => type.toUpperCase()).join(' / '),
      maxMb: megabytes(rule.maxBytes),
      minPx: rule.minPx,
      maxMegapixels: LIMITS.imageMaxMegapixels,
      maxSidePx: LIMITS.imageMaxSidePx,
    });

  return (
    <Upload
      id={id}
      accept={accept}
      listType="picture-card"
      maxCount={1}
      fileList={fileList}
      beforeUpload={async (file) => {
        const problem = await checkImage(file, rule);
        if (problem) {
          showErrorToast({ content: problemText(problem), duration: LIMITS.toastSeconds });
          return Upload.LIST_IGNORE;
        }
        setFileList([
          {
            uid: file.uid,
            name: file.name,
            status: 'done',
            originFileObj: file,
            thumbUrl: URL.createObjectURL(file),
          },
        ]);
        onChange?.(file);
        // Held for the form's submit.
        return false;
      }}
      onRemove={() => {
        setFileList([]);
        onChange?.(null);
      }}
      showUploadList={{ showPreviewIcon: false }}
    >
      {fileList.length === 0 && (
        <span className="image-picker-button">
          <span aria-hidden="true" className="image-picker-plus">
            +
          </span>
          <span>{label}</span>
        </span>
      )}
    </Upload>
  );
}

import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHotKeywords } from '../api/get-hot-keywords';

/** The hot keywords under the search box; choosing one fills the box and searches. */
export function HotKeywords({ onPick }: { onPick: (word: string) => void }) {
  const { t } = useTranslation('support');
  const query = useHotKeywords();
  if (!query.data || query.data.length === 0) return null;
  return (
    <div className="hot-keywords">
      <h2 className="hot-keywords-title" id="hot-keywords-title">
        {t('faq.hotKeywords')}
      </h2>
      <ul aria-labelledby="hot-keywords-title">
        {query.data.map((item) => (
          <li key={item.id}>
            <Button
              size="small"
              shape="round"
              autoInsertSpace={false}
              onClick={() => onPick(item.word)}
            >
              {item.word}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Checkbox, Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '@seuiot/contract';
import { QueryError } from '../../../components/query-error';
import { TagSelector } from '../../../components/tag-selector';
import { readId, withParams } from '../../../lib/search-params';
import { useIndustries, useIndustryModels } from '../api/get-industry-models';
import { useModels } from '../api/get-models';
import { modelIdsOf, useProductTree } from '../api/get-product-tree';
import { ToolShell } from '../components/tool-shell';
import {
  MAX_COMPARE,
  NEEDS,
  SCREEN_SIZES,
  comparisonRows,
  matchModels,
  meetsNeed,
  modelFeatures,
  toggleCompare,
  type Need,
  type ScreenSize,
} from '../model-features';
import '../../../components/list-page.css';
import '../devices.css';

function readList(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => readId(part.trim()))
    .filter((id): id is number => id !== null);
}

function readNeeds(value: string | null): Need[] {
  const parts = (value ?? '').split(',');
  return NEEDS.filter((need) => parts.includes(need));
}

function readScreen(value: string | null): ScreenSize | null {
  return (SCREEN_SIZES as readonly string[]).includes(value ?? '') ? (value as ScreenSize) : null;
}

function Comparison({ models, onRemove }: { models: Product[]; onRemove: (id: number) => void }) {
  const { t } = useTranslation('catalogue');
  const rows = comparisonRows(models);
  return (
    <section className="ms-compare">
      <h2 id="ms-compare-title">
        {t('modelSelection.compareTitle', { count: models.length, max: MAX_COMPARE })}
      </h2>
      <div
        className="ms-compare-scroll"
        tabIndex={0}
        role="region"
        aria-labelledby="ms-compare-title"
      >
        <table>
          <thead>
            <tr>
              <th scope="col">{t('modelSelection.spec')}</th>
              {models.map((model) => (
                <th key={model.id} scope="col">
                  <span className="ms-compare-model">
                    <span>
                      {model.model} · {model.name}
                    </span>
                    <Button
                      size="small"
                      aria-label={`${t('modelSelection.remove')} ${model.model}`}
                      onClick={() => onRemove(model.id)}
                    >
                      {t('modelSelection.remove')}
                    </Button>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((label) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {models.map((model) => (
                  <td key={model.id}>
                    {model.specs.find((spec) => spec.label === label)?.value ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * /modelSelection (login, outside the layout; decision 0003): choose an industry, the needs on
 * the floor, a device family and a screen size; see the matching models; compare up to four side
 * by side on their specification rows. Every choice is in the address, so a shortlist can be
 * sent to a colleague.
 */
export default function ModelSelectionPage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const industryId = readId(params.get('industryId'));
  const familyId = readId(params.get('family'));
  const needs = readNeeds(params.get('needs'));
  const screen = readScreen(params.get('screen'));
  const compare = readList(params.get('compare'));

  const models = useModels();
  const tree = useProductTree();
  const industries = useIndustries();
  const industryModels = useIndustryModels(industryId);

  const family = tree.data?.find((node) => node.id === familyId);
  const familyModels = useMemo(() => (family ? modelIdsOf(family) : null), [family]);
  const update = (changes: Record<string, string | number | null>) =>
    setParams(withParams(params, changes), { replace: true });

  const compared = compare
    .map((id) => models.data?.find((model) => model.id === id))
    .filter((model): model is Product => model !== undefined);

  let results;
  if (models.isPending || (industryId !== null && industryModels.isPending)) {
    results = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (models.isError) {
    results = <QueryError error={models.error} onRetry={() => void models.refetch()} />;
  } else {
    const matches = matchModels(models.data, {
      needs,
      screen,
      industryModels: industryId !== null ? (industryModels.data ?? null) : null,
      familyModels,
    });
    results = (
      <>
        <div className="ms-results-head">
          <p role="status">{t('modelSelection.matches', { count: matches.length })}</p>
          <p className="muted">{t('modelSelection.compareHint', { max: MAX_COMPARE })}</p>
        </div>
        {matches.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('modelSelection.none')} />
        ) : (
          <ul className="ms-cards" aria-label={t('modelSelection.resultsLabel')}>
            {matches.map((model) => {
              const features = modelFeatures(model.specs);
              const on = compare.includes(model.id);
              const full = !on && compare.length >= MAX_COMPARE;
              return (
                <li key={model.id} className={on ? 'ms-card is-compared' : 'ms-card'}>
                  <img src={model.image} alt="" width={120} height={120} loading="lazy" />
                  <h2>
                    {model.model} · {model.name}
                  </h2>
                  <ul className="ms-badges" aria-label={t('modelSelection.featuresLabel')}>
                    {NEEDS.filter((need) => meetsNeed(features, need)).map((need) => (
                      <li key={need}>{t(`modelSelection.needs.${need}`)}</li>
                    ))}
                  </ul>
                  <p className="ms-card-summary">{model.summary}</p>
                  <Button
                    type={on ? 'primary' : 'default'}
                    aria-pressed={on}
                    disabled={full}
                    aria-label={`${t(on ? 'modelSelection.compared' : 'modelSelection.compare')} ${model.model}`}
                    onClick={() =>
                      update({ compare: toggleCompare(compare, model.id).join(',') || null })
                    }
                  >
                    {t(on ? 'modelSelection.compared' : 'modelSelection.compare')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return (
    <ToolShell>
      <h1>{t('modelSelection.title')}</h1>
      <p className="tool-intro">{t('modelSelection.intro')}</p>
      <div className="ms-layout">
        <div className="ms-filters" role="search" aria-label={t('modelSelection.filtersLabel')}>
          {industries.isSuccess && (
            <TagSelector
              label={t('modelSelection.industry')}
              allLabel={t('all')}
              options={industries.data.map((item) => ({ value: item.id, label: item.name }))}
              value={industryId}
              onChange={(next) => update({ industryId: next })}
            />
          )}
          <fieldset>
            <legend>{t('modelSelection.needsLabel')}</legend>
            <Checkbox.Group
              className="ms-needs"
              value={needs}
              onChange={(next) => update({ needs: (next as Need[]).join(',') || null })}
              options={NEEDS.map((need) => ({
                value: need,
                label: t(`modelSelection.needs.${need}`),
              }))}
            />
          </fieldset>
          <div>
            <label className="ms-filter-label" htmlFor="ms-family">
              {t('modelSelection.family')}
            </label>
            <Select
              id="ms-family"
              className="filter-select"
              allowClear
              placeholder={t('all')}
              loading={tree.isPending}
              value={familyId ?? undefined}
              onChange={(next?: number) => update({ family: next ?? null })}
              options={(tree.data ?? []).map((node) => ({ value: node.id, label: node.name }))}
            />
          </div>
          <div>
            <label className="ms-filter-label" htmlFor="ms-screen">
              {t('modelSelection.screen')}
            </label>
            <Select
              id="ms-screen"
              className="filter-select"
              allowClear
              placeholder={t('all')}
              value={screen ?? undefined}
              onChange={(next?: ScreenSize) => update({ screen: next ?? null })}
              options={SCREEN_SIZES.map((size) => ({
                value: size,
                label: t(`modelSelection.screens.${size}`),
              }))}
            />
          </div>
        </div>
        <div>{results}</div>
      </div>
      {compared.length > 0 && (
        <Comparison
          models={compared}
          onRemove={(id) => update({ compare: toggleCompare(compare, id).join(',') || null })}
        />
      )}
    </ToolShell>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Cascader } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/error-toast';
import { areasQueryOptions } from '../api/get-areas';
import { toOptions, withChildren, type AreaOption } from '../area-tree';

/**
 * The cascader options, loaded lazily (spec: GET /dataDictionary/getAreaElement?parentCode=):
 * the provinces first, then the children of each node when it is opened.
 */
export function useAreaOptions() {
  const queryClient = useQueryClient();
  const provinces = useQuery(areasQueryOptions(''));
  const [options, setOptions] = useState<AreaOption[]>([]);

  useEffect(() => {
    if (provinces.data) setOptions(toOptions(provinces.data));
  }, [provinces.data]);

  const loadData = useCallback(
    async (selected: AreaOption[]) => {
      const path = selected.map((node) => node.value);
      const parent = path[path.length - 1];
      if (parent === undefined) return;
      try {
        const children = await queryClient.fetchQuery(areasQueryOptions(parent));
        setOptions((tree) => withChildren(tree, path, toOptions(children)));
      } catch (error) {
        notifyError(error);
      }
    },
    [queryClient],
  );

  /** Opens the branches of a chosen path, so a refilled form names its region, not codes. */
  const preload = useCallback(
    async (path: readonly string[]) => {
      for (let depth = 1; depth < path.length; depth += 1) {
        const prefix = path.slice(0, depth);
        try {
          const children = await queryClient.fetchQuery(areasQueryOptions(prefix[depth - 1]!));
          setOptions((tree) => withChildren(tree, [...prefix], toOptions(children)));
        } catch {
          return; // the codes stay readable; opening the menu tries again
        }
      }
    },
    [queryClient],
  );

  return {
    options,
    loadData,
    preload,
    provincesLoaded: provinces.isSuccess,
    isPending: provinces.isPending,
    isError: provinces.isError,
    retry: provinces.refetch,
  };
}

interface Props {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  'aria-invalid'?: boolean;
  /** From a required Form.Item; not passed on (Cascader would put it on a div without a role). */
  'aria-required'?: unknown;
}

/** Province / city / district (the codes), as an antd Form control. */
export function AreaCascader({ id, value, onChange, 'aria-invalid': invalid }: Props) {
  const { t } = useTranslation('center');
  const areas = useAreaOptions();
  const { preload, provincesLoaded } = areas;
  const first = value?.join('/') ?? '';
  const [preloaded, setPreloaded] = useState('');
  useEffect(() => {
    if (!provincesLoaded || !first || preloaded === first) return;
    setPreloaded(first);
    void preload(first.split('/'));
  }, [first, preload, preloaded, provincesLoaded]);
  return (
    <Cascader<AreaOption>
      id={id}
      value={value}
      onChange={(next) => onChange?.((next ?? []).map(String))}
      options={areas.options}
      loadData={(selected) => void areas.loadData(selected)}
      changeOnSelect={false}
      loading={areas.isPending}
      placeholder={areas.isError ? t('enterprise.areaFailed') : t('enterprise.areaPlaceholder')}
      onDropdownVisibleChange={(open) => {
        if (open && areas.isError) void areas.retry();
      }}
      aria-invalid={invalid}
      style={{ width: '100%' }}
    />
  );
}

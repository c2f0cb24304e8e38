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

  return {
    options,
    loadData,
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

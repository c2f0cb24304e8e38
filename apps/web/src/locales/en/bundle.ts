import antd from 'antd/es/locale/en_US';
import { customerErrorTexts } from '@seuiot/ui';
import catalogue from '@seuiot/ui/locales/en/errors.json';
import type { LocaleBundle } from '../index';
import auth from './auth.json';
import common from './common.json';
import layout from './layout.json';
import notices from './notices.json';
import validation from './validation.json';
import workbench from './workbench.json';

/** The error catalogue shared with the console, in the customers' wording (decision 0063). */
const errors = customerErrorTexts(catalogue);

export const bundle: LocaleBundle = {
  messages: { common, layout, auth, notices, errors, validation, workbench },
  antd,
};

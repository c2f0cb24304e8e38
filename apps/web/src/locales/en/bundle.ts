import antd from 'antd/es/locale/en_US';
import type { LocaleBundle } from '../index';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import layout from './layout.json';
import notices from './notices.json';
import validation from './validation.json';
import workbench from './workbench.json';

export const bundle: LocaleBundle = {
  messages: { common, layout, auth, notices, errors, validation, workbench },
  antd,
};

import { Link, useLocation } from 'react-router';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import { loginRedirectPath } from '../lib/use-login-first';
import './sign-in-prompt.css';

interface Props {
  title: string;
  text: string;
  /** The text of the link to login. */
  action: string;
}

/**
 * In place of a form that only a signed-in customer can send (decision 0048): says so before
 * anything is typed, with the way to login carrying `?redirect=` back to this very address.
 */
export function SignInPrompt({ title, text, action }: Props) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <section className="sign-in-prompt" aria-labelledby="sign-in-prompt-title">
      <LoginOutlined className="sign-in-prompt-icon" aria-hidden />
      <h2 id="sign-in-prompt-title">{title}</h2>
      <p>{text}</p>
      <Link to={loginRedirectPath(here)} className="ant-btn ant-btn-primary">
        {action}
      </Link>
    </section>
  );
}

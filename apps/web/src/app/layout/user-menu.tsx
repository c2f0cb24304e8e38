import { useNavigate } from 'react-router';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginUser } from '@seuiot/contract';
import { useLogout } from '../../features/auth/api/logout';
import { clearSession } from '../../lib/session';
import { USER_MENU } from '../navigation';

/** The user dropdown: favourites, my info, log out. */
export function UserMenu({ user, compact }: { user: LoginUser; compact: boolean }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  const items: MenuProps['items'] = [
    { key: 'favorites', label: t('user.favorites') },
    { key: 'myInfo', label: t('user.myInfo') },
    { type: 'divider' },
    { key: 'logout', label: t('user.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'favorites') void navigate(USER_MENU.favorites);
    else if (key === 'myInfo') void navigate(USER_MENU.myInfo);
    else if (key === 'logout') {
      logout.mutate(undefined, {
        onSuccess: () => {
          clearSession();
          queryClient.removeQueries({ queryKey: ['auth'] });
          queryClient.removeQueries({ queryKey: ['messages'] });
          void navigate('/portal/login');
        },
        // Spec 7: on logout failure the page reloads.
        onError: () => window.location.reload(),
      });
    }
  };

  const name = user.truename || user.username;
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="user-button" aria-label={t('user.menuLabel', { name })}>
        <Avatar
          size="small"
          src={user.headimg || undefined}
          icon={<UserOutlined aria-hidden />}
          alt=""
        />
        {!compact && <span className="user-name">{name}</span>}
        <DownOutlined aria-hidden className="user-caret" />
      </Button>
    </Dropdown>
  );
}

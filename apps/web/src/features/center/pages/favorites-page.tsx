import { Navigate } from 'react-router';

/**
 * /favorites (login required, spec 2.1): favourites live in the personal center as menuIndex 0,
 * beside the other sections of the account, so this address opens that section.
 */
export default function FavoritesPage() {
  return <Navigate to="/center?menuIndex=0" replace />;
}

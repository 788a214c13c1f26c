import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../core/page-routes';

/** The way back to the home page that closes a text page (biography, transparency, how to vote). */
export function BackHome({ className }: { className: string }) {
  return (
    <p className={className}>
      <Link to={PAGE_ROUTES.home.path} className="button">
        Torna alla home
      </Link>
    </p>
  );
}

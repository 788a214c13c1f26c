import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../core/page-routes';

export function NotFound() {
  return (
    <section className="not-found">
      <h1>Pagina non trovata</h1>
      <Link to={PAGE_ROUTES.home.path} className="button">
        Torna alla home
      </Link>
    </section>
  );
}

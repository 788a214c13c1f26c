import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <section className="not-found">
      <h1>Pagina non trovata</h1>
      <Link to="/" className="button">
        Torna alla home
      </Link>
    </section>
  );
}

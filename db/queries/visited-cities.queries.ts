import type { Db } from '../client';
import type { VisitedCity, VisitedCityInput } from '../../core/schema/visited-city.schema';

const COLUMNS = `id, city_name AS "cityName", visit_date::text AS "visitDate", description,
  pin_x AS "pinX", pin_y AS "pinY", created_at AS "createdAt", version`;

export function listVisitedCities(db: Db): Promise<VisitedCity[]> {
  return db.query<VisitedCity>(`SELECT ${COLUMNS} FROM visited_cities ORDER BY created_at, id`);
}

export async function insertVisitedCity(db: Db, city: VisitedCityInput): Promise<VisitedCity> {
  const [row] = await db.query<VisitedCity>(
    `INSERT INTO visited_cities (city_name, visit_date, description, pin_x, pin_y)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [city.cityName, city.visitDate ?? null, city.description ?? null, city.pinX, city.pinY],
  );
  return row;
}

/** True when a row was deleted. */
/** One city, or undefined. */
export async function findVisitedCity(db: Db, id: number): Promise<VisitedCity | undefined> {
  const [row] = await db.query<VisitedCity>(`SELECT ${COLUMNS} FROM visited_cities WHERE id = $1`, [id]);
  return row;
}

export async function deleteVisitedCity(db: Db, id: number): Promise<boolean> {
  const rows = await db.query(`DELETE FROM visited_cities WHERE id = $1 RETURNING id`, [id]);
  return rows.length > 0;
}

import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { visitedCitySchema } from '../../../../core/schema/visited-city.schema';
import { VenetoMap, type MapPin, clampPercent } from '../../../components/VenetoMap';
import { TextareaField, TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { formatShortDate } from '../../../../core/dates';
import { API } from '../../../../core/api-paths';
import { afterNextPaint } from '../../../lib/next-task';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';
import { AdminList, listCount } from '../AdminList';
import { DeleteButton } from '../DeleteButton';

interface Point {
  pinX: number;
  pinY: number;
}

interface CityFormValues {
  cityName: string;
  visitDate: string;
  description: string;
}

const EMPTY: CityFormValues = { cityName: '', visitDate: '', description: '' };

/** Placing a pin without a pointer: the position typed as percentages (an emptied field counts as not a number). */
function KeyboardPlacement({ onPlace }: { onPlace: (point: Point) => void }) {
  const initial: Record<keyof Point, number | ''> = { pinX: 50, pinY: 50 };
  const toPercent = (value: number | '') => (value === '' ? Number.NaN : value);
  const place = (typed: typeof initial) => onPlace({ pinX: toPercent(typed.pinX), pinY: toPercent(typed.pinY) });
  return (
    <Formik initialValues={initial} onSubmit={place}>
      <Form>
        <fieldset className="admin-keyboard-pin">
          <legend>Oppure indica la posizione in percentuale</legend>
          <div className="admin-grid">
            <TextField name="pinX" label="Da sinistra (%)" type="number" min={0} max={100} step={0.1} />
            <TextField name="pinY" label="Dall'alto (%)" type="number" min={0} max={100} step={0.1} />
          </div>
          <button type="submit" className="button button--secondary">
            Posiziona il pin
          </button>
        </fieldset>
      </Form>
    </Formik>
  );
}

/** Section 1 of the panel: the map with the visited cities, pin placement, the detail form and the list. */
export function CitiesSection() {
  const { data: cities, error, isLoading, mutate } = useApi(API.visitedCities);
  const report = useFailureReporter();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [placing, setPlacing] = useState(false);
  const [pending, setPending] = useState<Point | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const pins: MapPin[] = (cities ?? []).map((city) => ({
    id: city.id,
    pinX: city.pinX,
    pinY: city.pinY,
    label: city.cityName,
    detail: city.visitDate ? formatShortDate(city.visitDate) : undefined,
  }));

  const place = (point: Point) => {
    setPending({ pinX: clampPercent(point.pinX), pinY: clampPercent(point.pinY) });
    setPlacing(false);
  };

  // Each placed pin shows the detail form: the keyboard goes there once it is on the screen, after the paint that
  // answers the tap (focused in the tap's own task, it forced a layout of the panel: docs/decisions/0051).
  useEffect(() => {
    if (pending) afterNextPaint(() => formRef.current?.querySelector('input')?.focus());
  }, [pending]);

  const submit = async (values: CityFormValues, helpers: FormikHelpers<CityFormValues>) => {
    if (!pending) return;
    try {
      await send('POST', API.visitedCities, { ...values, ...pending }, { form: helpers });
      notify.success('Città aggiunta');
      helpers.resetForm({ values: EMPTY });
      setPending(null);
      await mutate();
    } catch (failure) {
      report(failure, ERROR_TEXTS.addCity);
    }
  };

  return (
    <section id="mappa" className="admin-section" aria-labelledby="mappa-titolo">
      <h2 id="mappa-titolo">Mappa delle Città Visitate</h2>
      <div className="admin-actions">
        <button
          type="button"
          className={placing ? 'button' : 'button button--secondary'}
          aria-pressed={placing}
          onClick={() => setPlacing((current) => !current)}
        >
          Aggiungi Pin
        </button>
      </div>
      {placing && (
        <p className="admin-hint" role="status">
          Tocca o clicca sulla mappa il punto della città.
        </p>
      )}
      <div className="admin-map-layout">
        <div>
          <div className={placing ? 'admin-map admin-map--placing' : 'admin-map'}>
            <VenetoMap pins={pins} placing={placing} onPlace={place} pendingPin={pending} />
          </div>
          {placing && <KeyboardPlacement onPlace={place} />}
        </div>

        {pending && (
          <Formik initialValues={EMPTY} validationSchema={visitedCitySchema} onSubmit={submit}>
            {({ isSubmitting, resetForm }) => (
              <Form ref={formRef} className="admin-card admin-form" aria-label="Dettagli della città">
                <p className="admin-hint">
                  Pin a {pending.pinX}% da sinistra e {pending.pinY}% dall'alto.
                </p>
                <TextField name="cityName" label="Nome della città" required />
                <TextField name="visitDate" label="Data della visita" type="date" />
                <TextareaField name="description" label="Descrizione" />
                <div className="admin-actions">
                  <button type="submit" className="button" disabled={isSubmitting}>
                    Salva Città
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => {
                      resetForm({ values: EMPTY });
                      setPending(null);
                    }}
                  >
                    Annulla
                  </button>
                </div>
              </Form>
            )}
          </Formik>
        )}
      </div>

      <h3 ref={listHeading} tabIndex={-1}>
        Città visitate{listCount(cities)}
      </h3>
      <AdminList
        items={cities}
        error={error}
        isLoading={isLoading}
        empty="Nessuna città aggiunta ancora"
        actions={(city) => (
          <DeleteButton
            item={API.visitedCity}
            list={API.visitedCities}
            id={city.id}
            version={city.version}
            name={city.cityName}
            confirm={`Eliminare la città "${city.cityName}"?`}
            success="Città rimossa"
            failure={ERROR_TEXTS.deleteCity}
            listHeading={listHeading}
          />
        )}
      >
        {(city) => (
          <>
            <h4>{city.cityName}</h4>
            {city.visitDate && <p>{formatShortDate(city.visitDate)}</p>}
            {city.description && <p>{city.description}</p>}
          </>
        )}
      </AdminList>
    </section>
  );
}

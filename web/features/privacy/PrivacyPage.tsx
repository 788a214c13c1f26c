import {
  BOOKING_POLICY,
  DATA_RIGHTS_POLICY,
  METRICS_POLICY,
  NEWSLETTER_POLICY,
  RETENTION_POLICY,
  POLLING_POLICY,
  VOLUNTEER_POLICY,
  reminderWhen,
  spanInWords,
} from '../../../core/policy';
import { Link } from 'react-router-dom';
import { BROWSER_STORAGE, type StoredCookie, type StoredKey } from '../../../core/browser-storage';
import { siteConfig } from '../../../core/site-config';
import { formatLongDate } from '../../../core/dates';
import { PRIVACY_NOTICE_UPDATED } from '../../../core/privacy-notice';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { StaticSection } from '../../lib/static-section';
import './privacy.css';

const { dataController, candidate, election } = siteConfig;
const siteHost = new URL(siteConfig.siteUrl).host;

/** The spans the notice promises, as core/policy.ts sets them. */
const SPANS = {
  newsletterLink: spanInWords(NEWSLETTER_POLICY.confirmLinkDays, 'days'),
  bookingLink: spanInWords(BOOKING_POLICY.confirmLinkHours, 'hours'),
  volunteerLink: spanInWords(VOLUNTEER_POLICY.confirmLinkHours, 'hours'),
  unconfirmedSignUp: spanInWords(RETENTION_POLICY.unconfirmedSignUpDays, 'days'),
  bookingsAfterStop: spanInWords(RETENTION_POLICY.bookingsAfterStopDays, 'days'),
  sentMail: spanInWords(RETENTION_POLICY.sentMailDays, 'days'),
  rateLimitCounters: spanInWords(RETENTION_POLICY.rateLimitCounterDays, 'days'),
  rightsAnswer: spanInWords(DATA_RIGHTS_POLICY.answerWithinMonths, 'months'),
  representativesAfterVote: spanInWords(POLLING_POLICY.keepAfterVoteDays, 'days'),
  visitTotals: spanInWords(METRICS_POLICY.aggregateMonths, 'months'),
};

/** What each kind of stored item is, as the cookie policy names it. */
const STORAGE_KINDS: Record<(StoredCookie | StoredKey)['kind'], string> = {
  cookie: 'cookie tecnico',
  localStorage: 'nella memoria locale del tuo browser (localStorage)',
};

/** /privacy: the privacy policy and cookie policy (GDPR arts. 13-14), static text. */
export function PrivacyPage() {
  return (
    <article className="privacy page container">
      <StaticSection as="header">
        <h1 className="page-title">Privacy policy e cookie policy</h1>
        <p className="privacy__lead">
          Questa pagina spiega come trattiamo i dati personali di chi visita il sito {siteHost}, il sito della campagna
          di {candidate.fullName} per le {election.name}, ai sensi del Regolamento (UE) 2016/679 («GDPR») e del D.Lgs.
          196/2003 («Codice in materia di protezione dei dati personali»).
        </p>
      </StaticSection>

      <StaticSection aria-labelledby="privacy-policy">
        <h2 id="privacy-policy">Privacy policy</h2>

        <h3>1. Titolare del trattamento</h3>
        <p>
          Il titolare del trattamento è <strong>{dataController.name}</strong>, con sede in {dataController.address}.
        </p>
        <p>
          Per qualsiasi richiesta sui tuoi dati personali, compreso l'esercizio dei diritti descritti più avanti, puoi
          scrivere a <a href={`mailto:${dataController.privacyEmail}`}>{dataController.privacyEmail}</a>.
        </p>

        <h3>2. Quali dati raccogliamo</h3>
        <h4>Modulo di contatto</h4>
        <p>
          Quando ci scrivi dalla pagina <Link to={PAGE_ROUTES.contact.path}>Contatti</Link> raccogliamo il nome,
          l'indirizzo email, il numero di telefono (facoltativo), il testo del messaggio e le tue scelte sui consensi:
          l'accettazione di questa informativa e, se lo desideri, il consenso a ricevere aggiornamenti sulla campagna.
        </p>
        <h4>Generatore di immagini per l'apertura della campagna</h4>
        <p>
          Nella pagina <Link to={PAGE_ROUTES.photoBooth.path}>{siteConfig.openingEvent.name}</Link> raccogliamo nome e
          cognome, città, sigla della provincia, indirizzo email e le tue scelte sui consensi (accettazione di questa
          informativa e, se lo desideri, consenso a ricevere aggiornamenti sulla campagna).
        </p>
        <p>
          <strong>
            La foto che carichi o scatti non lascia mai il tuo dispositivo: non viene caricata sui nostri server né
            conservata da noi.
          </strong>{' '}
          L'immagine viene composta interamente nel tuo browser; resta sul tuo dispositivo finché non decidi tu di
          scaricarla o condividerla.
        </p>
        <h4>Newsletter («Resta aggiornato»)</h4>
        <p>
          Se ti iscrivi agli aggiornamenti raccogliamo l'indirizzo email e, se lo indichi, il nome. L'iscrizione vale
          solo dopo che l'hai confermata dal link che ti inviamo per email (valido {SPANS.newsletterLink}): così nessuno
          può iscrivere un indirizzo altrui. Se non la confermi, la cancelliamo dopo {SPANS.unconfirmedSignUp}. Ogni
          email della campagna contiene il link per disiscriverti con un clic.
        </p>
        <h4>Prenotazioni alle tappe del tour («Ci sarò»)</h4>
        <p>
          Se prenoti la tua presenza a una tappa raccogliamo nome, indirizzo email, telefono (facoltativo) e il numero
          di persone. Prima ti scriviamo un link per confermare che l&apos;indirizzo è tuo: finché non premi «Conferma
          la prenotazione» la richiesta non occupa posti, e se non la confermi entro {SPANS.bookingLink} la cancelliamo.
          Se i posti sono esauriti entri in lista d&apos;attesa e ti scriviamo appena se ne libera uno. Ti inviamo una
          conferma con il file da aggiungere al calendario, un promemoria {reminderWhen()} e un avviso se la data,
          l&apos;ora o il luogo della tappa cambiano o se la tappa viene annullata. Ogni email su una prenotazione
          ancora attiva contiene il link per annullarla.
        </p>
        <h4>Volontari («Diventa volontario»)</h4>
        <p>
          Se ti offri come volontario raccogliamo nome, indirizzo email, telefono (facoltativo), il comune del Veneto
          dove puoi dare una mano, le attività che scegli e la disponibilità che ci scrivi. Offrire il proprio tempo a
          una campagna elettorale rivela un&apos;opinione politica: per questo trattiamo questi dati solo con il tuo
          consenso esplicito, che dai con l&apos;apposita casella del modulo. La tua disponibilità vale solo dopo che
          l&apos;hai confermata dal link che ti inviamo per email (valido {SPANS.volunteerLink}); se non la confermi, la
          cancelliamo dopo {SPANS.unconfirmedSignUp}. Usiamo questi dati solo per organizzare il volontariato della
          campagna: li vede lo staff che lo coordina.
        </p>
        <h4>Rappresentanti di lista</h4>
        <p>
          Se ti offri come rappresentante di lista ai seggi raccogliamo anche data e luogo di nascita, il comune del
          Veneto nelle cui liste elettorali sei iscritto/a e, se ce la indichi, la tua sezione: sono i dati che la legge
          chiede per l&apos;atto di designazione. Se ti assegniamo a una sezione, il tuo nome, la data e il luogo di
          nascita e la sezione compaiono nell&apos;atto che il delegato della lista consegna al comune o al presidente
          del seggio; ti scriviamo l&apos;assegnazione con i giorni del seggio e un link per rinunciare. Questi dati
          rivelano un&apos;opinione politica: li trattiamo con il tuo consenso esplicito e li vedono solo il titolare e
          la segreteria della campagna, che registriamo ogni volta che scaricano le designazioni. Li cancelliamo{' '}
          {SPANS.representativesAfterVote} dopo il voto, o prima, con tutti i dati dei volontari, alla fine della
          campagna.
        </p>
        <h4>Turni dei volontari («Mi prendo il turno»)</h4>
        <p>
          Se ti prendi un turno da volontario raccogliamo nome, indirizzo email e telefono (facoltativo), con lo stesso
          link di conferma, la stessa lista d&apos;attesa e lo stesso link per annullare delle prenotazioni. Ti
          scriviamo la conferma, un promemoria il giorno prima e uno poche ore prima dell&apos;inizio, e un avviso se il
          turno cambia. Offrire il proprio tempo a una campagna rivela un&apos;opinione politica: trattiamo questi dati
          solo con il tuo consenso esplicito (art. 9, par. 2, lett. a GDPR) e li cancelliamo {SPANS.bookingsAfterStop}{' '}
          dopo il turno.
        </p>
        <h4>All&apos;ingresso delle tappe e dei turni</h4>
        <p>
          Ogni prenotazione e ogni turno confermati hanno un codice di ingresso, che ti scriviamo nella conferma, anche
          come codice QR. All&apos;ingresso lo staff legge il codice (o ti cerca per nome tra le persone confermate) e
          registra che sei arrivato/a, quante persone siete, chi ti ha registrato e quando. Se arrivi senza
          prenotazione, lo staff può registrare il tuo nome e quante persone siete e, solo se acconsenti, il tuo
          indirizzo email. Dopo una tappa chi è stato registrato all&apos;ingresso riceve una sola email di
          ringraziamento: chi aveva prenotato, se non ha chiesto di non ricevere altre email sulla prenotazione; chi è
          arrivato senza prenotazione, solo se ha lasciato l&apos;email con il consenso. Durante il silenzio elettorale
          l&apos;invio attende la chiusura dei seggi. Gli ingressi registrati sono cancellati {SPANS.bookingsAfterStop}{' '}
          dopo la tappa o il turno.
        </p>
        <h4>«Porta un amico»</h4>
        <p>
          Quando confermi una prenotazione, un turno o la tua disponibilità come volontario ricevi un link personale da
          condividere, con un codice che non contiene dati tuoi. Se qualcuno prenota, si prende un turno o si offre
          volontario da quel link e conferma, registriamo accanto alla sua iscrizione il codice da cui è arrivato: così
          tu vedi quante persone hai portato (nella pagina della tua prenotazione o della tua disponibilità) e lo staff
          vede chi ha portato più persone. Nessuno riceve i dati delle persone che ha invitato. Codici e inviti si
          cancellano con l&apos;iscrizione a cui appartengono, e quando chiedi la cancellazione dei tuoi dati
          cancelliamo anche il legame con le persone che hai invitato. Il codice arriva dall&apos;indirizzo del link e
          viene inviato con il modulo: non salviamo nulla nel tuo browser.
        </p>
        <h4>La prova dei consensi</h4>
        <p>
          Per ogni consenso che ci dai (newsletter, prenotazione di una tappa, volontariato, ringraziamento dopo una
          tappa a cui sei arrivato/a senza prenotazione, aggiornamenti richiesti dal modulo di contatto o dal generatore
          di immagini) registriamo la finalità, la versione di questa informativa che ti è stata mostrata, la data e
          l'ora, la pagina del sito da cui l'hai dato e, quando lo confermi dall'email, il momento della conferma; se lo
          revochi, anche quando. La legge ci chiede di poter dimostrare il tuo consenso (art. 7, par. 1 GDPR).
        </p>
        <h4>Dati di navigazione</h4>
        <p>
          Come ogni sito, anche questo riceve dal browser alcuni dati tecnici (ad esempio indirizzo IP, data e ora della
          richiesta, pagina richiesta, tipo di browser), che il fornitore di hosting registra nei propri log al solo
          scopo di far funzionare il sito e di proteggerlo da abusi. Per limitare gli invii automatici dei moduli
          contiamo le richieste di ciascun indirizzo IP: questi contatori sono cancellati entro{' '}
          {SPANS.rateLimitCounters}. Non usiamo questi dati per identificarti né per profilarti.
        </p>
        <h4>Statistiche di visita, senza cookie</h4>
        <p>
          Per capire quali pagine e quali condivisioni funzionano e se il sito è veloce sui telefoni, quando lasci una
          pagina il tuo browser ci invia una sola segnalazione con: la pagina, da dove sei arrivato (ad esempio WhatsApp
          o Facebook e il nome della campagna del link, letti dal link o dal sito precedente; per le pagine successive
          della stessa visita, solo che vieni da un'altra pagina del sito), il tipo di dispositivo (telefono, tablet o
          computer), per la prima pagina della visita tre misure della sua velocità (LCP, INP e CLS), e se hai usato
          «Condividi», «Aggiungi al calendario» o «Indicazioni». Perché una prenotazione o un'iscrizione sia contata per
          il link da cui sei arrivato, i collegamenti tra le pagine del sito riportano nel proprio indirizzo i parametri
          di quel link (utm e ref). Non scriviamo nulla sul tuo dispositivo (nessun cookie, nessuna memoria locale), non
          conserviamo il tuo indirizzo IP né il tipo di browser, non ti assegniamo alcun identificativo e non incrociamo
          questi dati con altri: li sommiamo subito in totali giornalieri per pagina, provenienza, campagna e tipo di
          dispositivo, dai quali nessuno può essere riconosciuto. Allo stesso modo contiamo quante prenotazioni,
          iscrizioni, offerte di volontariato, messaggi e immagini arrivano da ciascuna pagina e provenienza, senza
          legare il conteggio a chi li ha inviati. Le visite dei motori di ricerca e degli altri programmi automatici
          non sono contate.
        </p>

        <h3>3. Perché trattiamo i dati e su quale base giuridica</h3>
        <ul>
          <li>
            <strong>Rispondere alle tue richieste di contatto</strong>: il trattamento è necessario per dare seguito a
            una tua richiesta (art. 6, par. 1, lett. b GDPR).
          </li>
          <li>
            <strong>Inviarti aggiornamenti sulla campagna elettorale</strong>, solo se hai dato il consenso con
            l'apposita casella: la base giuridica è il tuo consenso (art. 6, par. 1, lett. a GDPR). Poiché il tuo
            interesse per una campagna elettorale può rivelare un'opinione politica, trattiamo questi dati solo con il
            tuo consenso esplicito (art. 9, par. 2, lett. a GDPR), che puoi revocare in qualsiasi momento.
          </li>
          <li>
            <strong>Gestire la tua prenotazione a una tappa</strong> e scriverti per quella tappa (conferma, promemoria,
            avvisi di cambiamento): la base giuridica è il tuo consenso esplicito (art. 6, par. 1, lett. a e art. 9,
            par. 2, lett. a GDPR), che revochi annullando la prenotazione.
          </li>
          <li>
            <strong>Organizzare il volontariato della campagna</strong> (banchetti, volantinaggio, eventi, telefonate,
            social, rappresentanti di lista) e contattarti per questo: la base giuridica è il tuo consenso esplicito
            (art. 6, par. 1, lett. a e art. 9, par. 2, lett. a GDPR), che puoi revocare in qualsiasi momento
            scrivendoci.
          </li>
          <li>
            <strong>Ringraziarti dopo una tappa</strong> a cui sei stato/a registrato/a all&apos;ingresso, con una sola
            email: la base giuridica è il consenso che hai dato prenotando o, se sei arrivato/a senza prenotazione,
            quello che hai dato all&apos;ingresso lasciando l&apos;email (art. 6, par. 1, lett. a e art. 9, par. 2,
            lett. a GDPR).
          </li>
          <li>
            <strong>Adempiere obblighi di legge</strong>, ad esempio le richieste delle autorità e la prova dei consensi
            ricevuti: art. 6, par. 1, lett. c GDPR.
          </li>
          <li>
            <strong>Garantire la sicurezza del sito e dell'area riservata</strong>: legittimo interesse del titolare
            (art. 6, par. 1, lett. f GDPR).
          </li>
          <li>
            <strong>Contare le visite, la loro provenienza e la velocità delle pagine</strong> in forma aggregata:
            legittimo interesse del titolare a sapere quali canali della campagna funzionano e a rendere il sito veloce
            (art. 6, par. 1, lett. f GDPR). La misurazione rispetta le condizioni che le Linee guida del Garante sui
            cookie e gli altri strumenti di tracciamento (provvedimento del 10 giugno 2021) pongono perché una
            statistica possa fare a meno del consenso: nulla viene salvato sul dispositivo, i dati sono solo aggregati,
            riguardano solo questo sito e non sono combinati con altri. Puoi opporti scrivendoci (art. 21 GDPR).
          </li>
        </ul>
        <p>
          I dati indicati come obbligatori nei moduli servono per rispondere alla tua richiesta: senza di essi non
          possiamo darle seguito. Il telefono e il consenso agli aggiornamenti sono facoltativi e non influiscono
          sull'invio del messaggio.
        </p>

        <h3>4. Per quanto tempo conserviamo i dati</h3>
        <p>
          I dati sono trattati con strumenti elettronici e misure di sicurezza adeguate e sono conservati non oltre la
          conclusione della campagna elettorale per le {election.name} ({election.label}): dopo il{' '}
          {formatLongDate(siteConfig.retention.lastDay)} messaggi, iscrizioni al generatore di immagini e alla
          newsletter, prenotazioni, volontari e prove dei consensi vengono cancellati automaticamente. Li conserviamo
          più a lungo solo se una norma di legge lo impone. Le iscrizioni alla newsletter e le offerte di volontariato
          mai confermate sono cancellate {SPANS.unconfirmedSignUp} dopo l'invio del link. Le richieste di prenotazione
          sono cancellate quando scade il loro link ({SPANS.bookingLink}), confermate o no. Le prenotazioni a una tappa
          e gli ingressi registrati sono cancellati {SPANS.bookingsAfterStop} dopo la tappa. I dati dei rappresentanti
          di lista (data e luogo di nascita, comune e sezione elettorale, assegnazioni) sono cancellati{' '}
          {SPANS.representativesAfterVote} dopo il voto, se la fine della campagna non arriva prima. Il testo delle
          email che ti inviamo non è conservato dopo l'invio; la registrazione dell'invio è cancellata dopo{' '}
          {SPANS.sentMail}. Se revochi il consenso agli aggiornamenti, smettiamo subito di scriverti. I totali
          giornalieri delle statistiche di visita, che non contengono dati personali, sono cancellati{' '}
          {SPANS.visitTotals} dopo il giorno a cui si riferiscono.
        </p>

        <h3>5. A chi comunichiamo i dati</h3>
        <p>
          I dati sono trattati dal personale e dai volontari della campagna autorizzati e istruiti dal titolare. Sono
          inoltre trattati, per nostro conto, dal fornitore di hosting del sito e del database, nominato responsabile
          del trattamento (art. 28 GDPR), e dal fornitore del servizio di invio delle email, anch'esso responsabile del
          trattamento, che riceve il tuo indirizzo email e il testo delle email che ti inviamo. Se un fornitore tratta
          dati fuori dallo Spazio economico europeo, il trasferimento avviene con le garanzie previste dagli artt. 44-49
          GDPR, come le clausole contrattuali tipo della Commissione europea. Le designazioni dei rappresentanti di
          lista sono consegnate all&apos;ufficio elettorale del comune o ai presidenti di seggio, come la legge prevede.
          I dati non sono diffusi, venduti né ceduti a terzi per loro finalità.
        </p>

        <h3>6. I tuoi diritti</h3>
        <p>In qualsiasi momento puoi chiedere al titolare:</p>
        <ul>
          <li>l'accesso ai tuoi dati e una copia degli stessi (art. 15 GDPR);</li>
          <li>la rettifica dei dati inesatti o incompleti (art. 16);</li>
          <li>la cancellazione dei dati (art. 17);</li>
          <li>la limitazione del trattamento (art. 18);</li>
          <li>la portabilità dei dati che ci hai fornito (art. 20);</li>
          <li>di opporti al trattamento basato sul legittimo interesse (art. 21);</li>
          <li>
            di revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento svolto prima
            della revoca (art. 7, par. 3).
          </li>
        </ul>
        <p>
          Per esercitare i tuoi diritti scrivi a{' '}
          <a href={`mailto:${dataController.privacyEmail}`}>{dataController.privacyEmail}</a>: ti risponderemo entro{' '}
          {SPANS.rightsAnswer} dalla richiesta.
        </p>

        <h3>7. Reclamo all'autorità di controllo</h3>
        <p>
          Se ritieni che il trattamento dei tuoi dati violi il GDPR, hai il diritto di proporre reclamo al{' '}
          <strong>Garante per la protezione dei dati personali</strong> (
          <a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>), Piazza Venezia 11, 00187 Roma.
        </p>
      </StaticSection>

      <StaticSection aria-labelledby="cookie-policy">
        <h2 id="cookie-policy">Cookie policy</h2>

        <h3>Che cosa sono i cookie</h3>
        <p>
          I cookie sono piccoli file di testo che un sito salva nel browser per ricordare informazioni tra una pagina e
          l'altra. Strumenti simili, come la memoria locale del browser (localStorage), servono allo stesso scopo.
        </p>

        <h3>Quali cookie usa questo sito</h3>
        <p>
          Questo sito usa <strong>solo cookie tecnici e di sessione</strong>, necessari al suo funzionamento, per i
          quali la legge non richiede il consenso. Ecco tutto ciò che salva nel tuo browser, con la finalità e la
          durata:
        </p>
        <ul>
          {BROWSER_STORAGE.map((item) => (
            <li key={item.name}>
              <code>{item.name}</code>, {STORAGE_KINDS[item.kind]}: {item.purpose}. Durata: {item.duration}.
            </li>
          ))}
        </ul>
        <p>
          I cookie li riceve solo chi accede all'area riservata: sono inaccessibili agli script della pagina (HttpOnly)
          e non vengono inviati ad altri siti. La tua scelta sui cookie resta sul tuo dispositivo e non viene inviata a
          noi; puoi cambiarla quando vuoi da «Preferenze cookie» in fondo a ogni pagina.
        </p>

        <h3>Nessuna profilazione e nessun cookie di terze parti</h3>
        <p>
          Non usiamo cookie di profilazione né strumenti di statistica o pubblicità di terze parti, e il sito non
          installa cookie di terze parti. Le statistiche di visita descritte nella privacy policy non usano cookie né la
          memoria locale del browser. I caratteri tipografici e le immagini sono serviti dal nostro sito e i
          collegamenti ai social network sono semplici link, che non caricano nulla finché non li apri. Una volta sui
          social network si applicano le informative di quei servizi.
        </p>

        <h3>Come gestire i cookie</h3>
        <p>
          Puoi cancellare o bloccare i cookie e la memoria locale dalle impostazioni del tuo browser. Se blocchi i
          cookie tecnici, l'accesso all'area riservata non funzionerà; il resto del sito resta utilizzabile.
        </p>
      </StaticSection>

      <p className="privacy__updated">{`Ultimo aggiornamento: ${PRIVACY_NOTICE_UPDATED}`}</p>
    </article>
  );
}

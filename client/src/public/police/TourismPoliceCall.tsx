import { isClosedAt } from '../../../../shared/office-hours';
import { PhoneIcon } from '../components/Icons';
import { useI18n } from '../i18n/useI18n';
import type { PoliceOffice } from './offices';
import { usePoliceOffices } from './usePoliceOffices';

/** The district of Cusco's historic centre, where most visitors are and the main office is. */
const CENTRE_DISTRICT = 'Cusco';

/**
 * The tourism police office to call when the visitor's place is not known: the one of Cusco's
 * historic centre, else the first that can be dialled; of those open at `at` (Cusco's clock)
 * while one is.
 */
export function mainOffice(offices: PoliceOffice[], at = new Date()): PoliceOffice | null {
  const dialled = offices.filter((office) => office.dial);
  const open = dialled.filter((office) => !isClosedAt(office.hours, at));
  const callable = open.length > 0 ? open : dialled;
  return (
    callable.find((office) => office.districts.includes(CENTRE_DISTRICT)) ?? callable[0] ?? null
  );
}

/**
 * A tap-to-call button for the tourism police (the numbers come from the police offices, kept on
 * the device for offline use). Nothing while no office is known: the police's 105 is always
 * offered beside it.
 */
export function TourismPoliceCall({ className = 'chat-call chat-call-outline' }) {
  const { t } = useI18n();
  const office = mainOffice(usePoliceOffices().offices);
  if (!office) return null;
  return (
    <a className={className} href={`tel:${office.dial}`}>
      <PhoneIcon />
      <span className="chat-call-name">{t('home.police.tourismPolice')}</span>{' '}
      <span className="chat-call-number">{office.phone}</span>
    </a>
  );
}

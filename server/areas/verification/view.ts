import { registrationStatus } from '../../registry/fields';
import type { GuideRecord } from '../guides/model';
import { fullName } from '../guides/service';
import type { LodgingRecord } from '../lodgings/model';
import type { TravelAgencyRecord } from '../travel-agencies/model';
import { type ProviderFacts, PUBLIC_FIELDS } from './model';

/**
 * Registry records turned into their public facts. Each builder names the fields it copies, and
 * `publicOnly` drops anything else, so a field added to a record later stays private.
 */
export function guideFacts(guide: GuideRecord, today: string): ProviderFacts {
  const status = registrationStatus(guide.licenseExpiresOn, guide.status, today);
  return publicOnly({
    kind: 'GUIDE',
    name: fullName(guide),
    businessName: null,
    registrationNumber: guide.licenseNumber,
    ruc: null,
    status,
    current: status === 'VIGENTE',
    expiresOn: guide.licenseExpiresOn,
    languages: [...guide.languages],
    address: null,
    district: null,
    province: null,
    directoryCutoff: null,
    notInDirectoryAsOf: null,
  });
}

export function agencyFacts(agency: TravelAgencyRecord, today: string): ProviderFacts {
  const status = registrationStatus(agency.expiresOn, agency.status, today);
  return publicOnly({
    kind: 'TRAVEL_AGENCY',
    name: agency.tradeName,
    businessName: agency.businessName,
    registrationNumber: agency.certificateNumber,
    ruc: agency.ruc,
    status,
    current: status === 'VIGENTE',
    expiresOn: agency.expiresOn,
    languages: [],
    address: agency.address,
    district: agency.district,
    province: agency.province,
    directoryCutoff: agency.directoryCutoff ?? null,
    notInDirectoryAsOf: agency.notInDirectoryAsOf ?? null,
  });
}

export function lodgingFacts(lodging: LodgingRecord): ProviderFacts {
  const status = lodging.status === 'ACTIVO' ? 'VIGENTE' : lodging.status;
  return publicOnly({
    kind: 'LODGING',
    name: lodging.tradeName,
    businessName: lodging.businessName,
    // Its certificate when it has one: the RUC alone may be a company's several lodgings.
    registrationNumber: lodging.certificateNumber ?? lodging.ruc,
    ruc: lodging.ruc,
    status,
    current: status === 'VIGENTE',
    expiresOn: null,
    languages: [],
    address: lodging.address,
    district: lodging.district,
    province: lodging.province,
    directoryCutoff: lodging.directoryCutoff ?? null,
    notInDirectoryAsOf: lodging.notInDirectoryAsOf ?? null,
  });
}

function publicOnly(facts: ProviderFacts): ProviderFacts {
  return Object.fromEntries(
    PUBLIC_FIELDS.map((field) => [field, facts[field]]),
  ) as unknown as ProviderFacts;
}

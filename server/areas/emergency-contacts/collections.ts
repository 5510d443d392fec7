import { defineCollection } from '../../store/collection';
import { namesInEveryLanguage, realTouristLines } from './migrations';
import type { EmergencyContactRecord } from './model';
import { seedEmergencyContacts } from './seed';

declare module '../../store/types' {
  interface Collections {
    emergencyContacts: EmergencyContactRecord;
  }
}

export const emergencyContactsCollection = defineCollection('emergencyContacts', {
  seed: (now) => seedEmergencyContacts(now.toISOString()),
  migrations: { 7: realTouristLines, 8: namesInEveryLanguage },
});

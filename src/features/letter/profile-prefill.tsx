// Signed in: the profile fills the form's empty fields once it is on this device (it may arrive a
// moment after sign-in, with the first pull). Loaded only for signed-in people, so a guest's
// /letter carries no device database code.
import { useEffect } from 'react';
import { useProfile } from '../../data/profile';
import { useLetterStore } from './letter-store';

export default function ProfilePrefill() {
  const profile = useProfile();
  const fillFromProfile = useLetterStore((state) => state.fillFromProfile);
  useEffect(() => {
    if (!profile) return;
    fillFromProfile(profile.id, { firstName: profile.first_name ?? '', lastName: profile.last_name ?? '', phone: profile.phone ?? '', email: profile.email ?? '' });
  }, [profile, fillFromProfile]);
  return null;
}

'use client';
import { InquiryListCount } from './inquiry-list-count';
import { useInquiryList } from './use-inquiry-list';

/** The badge with the list's number of lines, from the device (guest) or the server (customer). */
export function InquiryListSize() {
  const { count } = useInquiryList();
  return <InquiryListCount count={count} />;
}

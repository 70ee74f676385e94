// The demo community lives in demo/ (shared with the server's seed); the ids and e-mails that
// stories and tests name are re-exported here for them.
export {
  DEMO_EMAIL,
  DEMO_TESTIMONIAL_UUIDS,
  DEMO_USER_ID,
  NEWCOMER_EMAIL,
  NEWCOMER_ID,
} from '@demo/community';

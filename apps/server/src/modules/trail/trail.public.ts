/** What other areas may use of trails: the ordered list of a trail's contents (a content in one is kept). */
export { TRAIL_CONTENTS } from './trail.links';

/**
 * The Veterans Crisis Line's contacts, as VA publishes them (data/va/crisis-line.json). Every
 * page that names the line reads them here, so a changed number is changed in the data only.
 */
import raw from '../../data/va/crisis-line.json' with { type: 'json' };

export const crisisLine = {
  /** The number to call ("988"), then the key to press for veterans ("1"). */
  call: raw.call.number,
  press: raw.call.then_press,
  callHref: `tel:${raw.call.number}`,
  /** The number to text. */
  text: raw.text.number,
  textHref: `sms:${raw.text.number}`,
  chatUrl: raw.chat.url,
} as const;

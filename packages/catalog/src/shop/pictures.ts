/**
 * This shop's pictures: original illustrations, one per product family, all with
 * intrinsic sizes so nothing shifts while loading. Swap any `src` for a photo URL
 * (keeping width/height truthful) to replace an illustration.
 */
import type { SourcePicture } from '../source';
import bannerShopFront from '../images/banner-shop-front.svg';
import bannerRollUp from '../images/banner-roll-up.svg';
import bannerEvent from '../images/banner-event.svg';
import banner from '../images/banner.svg';
import bottle from '../images/bottle.svg';
import businessCard from '../images/business-card.svg';
import calendar from '../images/calendar.svg';
import certificate from '../images/certificate.svg';
import cushion from '../images/cushion.svg';
import idCard from '../images/id-card.svg';
import invitation from '../images/invitation.svg';
import keyring from '../images/keyring.svg';
import lamp from '../images/lamp.svg';
import laptopStand from '../images/laptop-stand.svg';
import ledFrame from '../images/led-frame.svg';
import letterhead from '../images/letterhead.svg';
import medal from '../images/medal.svg';
import mirror from '../images/mirror.svg';
import mousepad from '../images/mousepad.svg';
import mug from '../images/mug.svg';
import pen from '../images/pen.svg';
import photoFrame from '../images/photo-frame.svg';
import plaque from '../images/plaque.svg';
import standee from '../images/standee.svg';
import statue from '../images/statue.svg';
import sticker from '../images/sticker.svg';
import tile from '../images/tile.svg';
import trophy from '../images/trophy.svg';
import tshirt from '../images/tshirt.svg';
import about from '../images/about.svg';
import contact from '../images/contact.svg';
import fastDelivery from '../images/fast-delivery.svg';
import hero from '../images/hero.svg';
import promo from '../images/promo.svg';
import logo from '../images/logo.svg';

const illustration = (src: string): SourcePicture => ({ src, width: 480, height: 360 });
const wide = (src: string) => ({ src, width: 1200, height: 400 });

/** Product-family illustrations (480×360 px). */
export const pictures = {
  banner: illustration(banner),
  bannerShopFront: illustration(bannerShopFront),
  bannerRollUp: illustration(bannerRollUp),
  bannerEvent: illustration(bannerEvent),
  bottle: illustration(bottle),
  businessCard: illustration(businessCard),
  calendar: illustration(calendar),
  certificate: illustration(certificate),
  cushion: illustration(cushion),
  idCard: illustration(idCard),
  invitation: illustration(invitation),
  keyring: illustration(keyring),
  lamp: illustration(lamp),
  laptopStand: illustration(laptopStand),
  ledFrame: illustration(ledFrame),
  letterhead: illustration(letterhead),
  medal: illustration(medal),
  mirror: illustration(mirror),
  mousepad: illustration(mousepad),
  mug: illustration(mug),
  pen: illustration(pen),
  photoFrame: illustration(photoFrame),
  plaque: illustration(plaque),
  standee: illustration(standee),
  statue: illustration(statue),
  sticker: illustration(sticker),
  tile: illustration(tile),
  trophy: illustration(trophy),
  tshirt: illustration(tshirt),
} as const;

/** Wide banner art (1200×400 px); their words are laid over in HTML. */
export const bannerPictures = {
  about: wide(about),
  contact: wide(contact),
  fastDelivery: wide(fastDelivery),
  hero: wide(hero),
  promo: wide(promo),
} as const;

/** The shop's logo mark (64×64 px). */
export const logoPicture = { src: logo, width: 64, height: 64 } as const;

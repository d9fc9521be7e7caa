/**
 * This shop's products exactly as the shop keeps them (spec §3), quirks included:
 * prices are rupees as numbers or numeric strings, stickers say 'Available', pens have
 * no price, invitation cards use `shortTitle`, letter heads carry `des_1`..`des_4`.
 * `normaliseSourceProduct` turns them into the model in ./index.ts.
 */
import type { SourceProduct } from '../source';
import { pictures as p } from './pictures';

/** Source products keyed by category slug; `featured` is the home page's 'More Products'. */
export const sourceProducts: Record<string, readonly SourceProduct[]> = {
  featured: [
    { id: 1, title: 'Big Ganesha Statue', subTitle: 'Gold-finish resin idol, 8 inch, gift boxed', image: p.statue, price: 449 },
    { id: 2, title: 'Small Ganesha Statue', subTitle: 'Gold-finish resin idol, 4 inch, for desk or car', image: p.statue, price: 179 },
    { id: 3, title: 'Heart Shape Customized Lamp', subTitle: 'Warm LED heart lamp printed with your photo', image: p.lamp, price: 649 },
    { id: 4, title: 'Customized Laptop Stand', subTitle: 'Foldable wooden stand engraved with a name', image: p.laptopStand, price: '399' },
    { id: 5, title: 'LED Customized Spotify Plaque', subTitle: 'Acrylic song plaque with photo and scannable code', image: p.plaque, price: 549 },
    { id: 6, title: 'Mirror Custom Frame Circle', subTitle: 'Round mirror-finish frame with your photo', image: p.mirror, price: 400 },
    { id: 7, title: 'Rotating Lamp (4 Photos)', subTitle: 'Four-sided spinning lamp with four of your photos', image: p.lamp, price: 599 },
    { id: 8, title: 'Rotating Lamp (5 Photos)', subTitle: 'Five-panel spinning lamp with five of your photos', image: p.lamp, price: 799 },
    { id: 9, title: 'Custom Birthday Frame (13 Images)', subTitle: 'Collage frame with 13 photos and a birthday message', image: p.photoFrame, price: 1300 },
    { id: 10, title: 'Customized Cushion', subTitle: 'Soft satin cushion, 12x12 inch, with your photo', image: p.cushion, price: 449 },
    { id: 11, title: '24x36 Washable Vinyl Photo Frame', subTitle: 'Large washable vinyl print in a matt frame', image: p.photoFrame, price: 1800 },
  ],
  'business-cards': [
    { id: 1, title: 'Standard Business Cards', subTitle: '300 GSM matt card, printed on one side', image: p.businessCard, price: 200, minQuantity: 100 },
    { id: 2, title: 'Double-Sided Business Cards', subTitle: '300 GSM card, full colour on both sides', image: p.businessCard, price: 400, minQuantity: 100 },
    { id: 3, title: 'Laminated Board Business Cards', subTitle: 'Thick laminated board with a soft-touch finish', image: p.businessCard, price: 800, minQuantity: 100 },
  ],
  calendar: [
    { id: 1, title: 'Wall Calendar', subTitle: '12 months, your photo on every page', image: p.calendar, price: 220 },
    { id: 2, title: 'Desk Calendar', subTitle: 'Tent-style desk calendar with 13 photo pages', image: p.calendar, price: 250 },
    { id: 3, title: 'LED Photo Calendar', subTitle: 'Backlit acrylic calendar with your photo', image: p.ledFrame, price: 550, minQuantity: 1 },
  ],
  'corporate-gifts': [
    { id: 1, title: 'Logo Drinkware Bottle 750ML', subTitle: 'Steel bottle printed with your company logo', image: p.bottle, price: 450 },
    { id: 2, title: 'Logo Drinkware Bottle 500ML', subTitle: 'Compact steel bottle printed with your logo', image: p.bottle, price: 390 },
    { id: 3, title: 'Custom Medals', subTitle: 'Metal medal with printed insert and ribbon', image: p.medal, price: 20 },
    { id: 4, title: 'Printed Certificates', subTitle: 'Award certificates on 250 GSM art card', image: p.certificate, price: 20, minQuantity: 100 },
    { id: 5, title: 'Logo Polo Shirts', subTitle: 'Cotton-blend polo with your logo on the chest', image: p.tshirt, price: 200 },
    { id: 6, title: 'Printed Mousepads', subTitle: 'Anti-slip mousepad printed edge to edge', image: p.mousepad, price: 150 },
  ],
  'custom-mugs': [
    { id: 1, title: 'White Photo Mug', subTitle: '325 mL ceramic mug with your photo or text', image: p.mug, price: 200 },
    { id: 2, title: 'Heart-Shaped Handle Mug', subTitle: '325 mL mug with a heart-shaped handle', image: p.mug, price: 250 },
    { id: 3, title: 'Magic Colour-Changing Mug', subTitle: '325 mL mug that reveals your photo when hot', image: p.mug, price: 300 },
    { id: 4, title: 'Inner Colour Mug', subTitle: '325 mL mug with a coloured inside and handle', image: p.mug, price: 230 },
  ],
  'photo-frames': [
    { id: 1, title: '4x6 Photo Frame (1/2 inch)', subTitle: 'Slim half-inch frame for a 4x6 print', image: p.photoFrame, price: 130 },
    { id: 2, title: '5x7 Folding Photo Frame', subTitle: 'Book-style folding frame for two 5x7 prints', image: p.photoFrame, price: 350 },
    { id: 3, title: '5x7 Photo Frame (1 inch)', subTitle: 'One-inch frame for a 5x7 print', image: p.photoFrame, price: 170 },
    { id: 4, title: '8x12 Photo Frame (1/2 inch)', subTitle: 'Slim half-inch frame for an 8x12 print', image: p.photoFrame, price: 250 },
    { id: 5, title: '8x12 Photo Frame (1 inch)', subTitle: 'One-inch frame for an 8x12 print', image: p.photoFrame, price: 300 },
    { id: 6, title: '8x12 Photo Frame (1.5 inch)', subTitle: 'Wide 1.5-inch frame for an 8x12 print', image: p.photoFrame, price: 400 },
    { id: 7, title: '8x12 Mount Photo Frame (1 inch)', subTitle: 'One-inch frame with a white mount board', image: p.photoFrame, price: 350 },
    { id: 8, title: '10x15 Photo Frame (1.5 inch)', subTitle: 'Wide 1.5-inch frame for a 10x15 print', image: p.photoFrame, price: 550 },
    { id: 9, title: '10x15 Mount Photo Frame', subTitle: '10x15 print with a white mount board', image: p.photoFrame, price: 650 },
    { id: 10, title: '12x18 Photo Frame (1.5 inch)', subTitle: 'Wide 1.5-inch frame for a 12x18 print', image: p.photoFrame, price: 750 },
    { id: 11, title: '12x18 Mount Photo Frame', subTitle: '12x18 print with a white mount board', image: p.photoFrame, price: 850 },
    { id: 12, title: '24x36 Washable Mat Photo Frame', subTitle: 'Poster-size washable matt print, framed', image: p.photoFrame, price: 1800 },
    { id: 13, title: '8x12 LED Photo Frame', subTitle: 'Backlit LED frame for an 8x12 photo', image: p.ledFrame, price: 550 },
    { id: 14, title: '10x15 LED Photo Frame', subTitle: 'Backlit LED frame for a 10x15 photo', image: p.ledFrame, price: 850 },
    { id: 15, title: '12x18 LED Photo Frame', subTitle: 'Backlit LED frame for a 12x18 photo', image: p.ledFrame, price: 1050 },
    { id: 16, title: '24x36 LED Photo Frame', subTitle: 'Poster-size backlit LED frame', image: p.ledFrame, price: 4200 },
  ],
  standees: [
    { id: 1, title: '3x6 ft Standee', subTitle: 'Roll-up standee with stand and carry bag', image: p.standee, price: 1500 },
    { id: 2, title: '2.5x6 ft Standee', subTitle: 'Slim roll-up standee with stand and carry bag', image: p.standee, price: 1300 },
  ],
  stickers: [
    { id: 1, title: 'Die-Cut Vinyl Stickers', subTitle: 'Waterproof vinyl cut to the shape of your design', image: p.sticker, price: 'Available' },
    { id: 2, title: 'Round Logo Stickers', subTitle: 'Glossy circles for packaging and bags', image: p.sticker, price: 'Available' },
    { id: 3, title: 'Transparent Stickers', subTitle: 'Clear vinyl for glass, bottles and jars', image: p.sticker, price: 'Available' },
    { id: 4, title: 'Product Label Stickers', subTitle: 'Rectangular labels with your product details', image: p.sticker, price: 'Available' },
    { id: 5, title: 'Holographic Stickers', subTitle: 'Rainbow-finish stickers that catch the light', image: p.sticker, price: 'Available' },
    { id: 6, title: 'Car Bumper Stickers', subTitle: 'Outdoor vinyl that lasts through the monsoon', image: p.sticker, price: 'Available' },
    { id: 7, title: 'QR Code Stickers', subTitle: 'Scannable codes for payments and menus', image: p.sticker, price: 'Available' },
    { id: 8, title: 'Kiss-Cut Sticker Sheets', subTitle: 'Several designs on one easy-peel sheet', image: p.sticker, price: 'Available' },
  ],
  trophy: [
    { id: 1, title: 'Acrylic Star Trophy', subTitle: 'Clear acrylic star with printed name plate', image: p.trophy, price: 200 },
    { id: 2, title: 'Gold Cup Trophy', subTitle: 'Classic gold cup on a black base', image: p.trophy, price: 200 },
    { id: 3, title: 'Wooden Plaque Memento', subTitle: 'Engraved wooden plaque for thanks and farewells', image: p.plaque, price: 200 },
    { id: 4, title: 'Crystal-Look Memento', subTitle: 'Glass-finish memento with your logo', image: p.trophy, price: 200 },
  ],
  pen: [
    { id: 1, title: 'Metal Ball Pen with Logo', subTitle: 'Engraved metal pen in a gift case', image: p.pen },
    { id: 2, title: 'Printed Plastic Click Pen', subTitle: 'Lightweight pen printed with your name', image: p.pen },
    { id: 3, title: 'Eco Paper Pen', subTitle: 'Recycled paper body, printed logo', image: p.pen },
  ],
  keychains: [
    { id: 1, title: 'Metal Photo Key Ring', subTitle: 'Rectangular metal key ring with your photo', image: p.keyring, price: 150 },
    { id: 2, title: 'Wooden Engraved Key Ring', subTitle: 'Laser-engraved wood with a name or date', image: p.keyring, price: 100 },
    { id: 3, title: 'Polymer Photo Key Ring', subTitle: 'Light, durable polymer key ring, printed both sides', image: p.keyring, price: 170 },
    { id: 4, title: 'Metallic Oval Key Ring', subTitle: 'Oval metal key ring, sold in pairs', image: p.keyring, price: 150, minQuantity: 2 },
  ],
  tiles: [
    { id: 1, title: '6x8 Photo Tile', subTitle: 'Ceramic photo tile with a table stand', image: p.tile, price: 260 },
    { id: 2, title: '8x10 Photo Tile', subTitle: 'Ceramic photo tile with a table stand', image: p.tile, price: 320 },
    { id: 3, title: '8x12 Photo Tile', subTitle: 'Ceramic photo tile with a table stand', image: p.tile, price: 450 },
    { id: 4, title: '8x8 Stone Photo Tile', subTitle: 'Natural stone slate printed with your photo', image: p.tile, price: 499 },
    { id: 5, title: '6x8 Stone Photo Tile', subTitle: 'Natural stone slate printed with your photo', image: p.tile, price: 449 },
  ],
  tshirts: [
    { id: 1, title: 'Round Neck Cotton T-shirt', subTitle: 'Soft cotton tee with your print on the front', image: p.tshirt, price: 199 },
    { id: 2, title: 'Kids Printed T-shirt', subTitle: 'Cotton tee for ages 2 to 12 with a name print', image: p.tshirt, price: 199 },
    { id: 3, title: 'Dry-Fit Sports T-shirt', subTitle: 'Breathable polyester tee for teams and events', image: p.tshirt, price: 199 },
    { id: 4, title: 'V-Neck T-shirt', subTitle: 'Cotton V-neck with a front print', image: p.tshirt, price: 299 },
    { id: 5, title: 'Full Sleeve T-shirt', subTitle: 'Cotton full sleeve tee with a front print', image: p.tshirt, price: 299 },
    { id: 6, title: 'Birthday Theme T-shirt', subTitle: 'Birthday design with name and age', image: p.tshirt, price: 299 },
    { id: 7, title: 'Polo Collar T-shirt', subTitle: 'Pique cotton polo with an embroidered-look print', image: p.tshirt, price: 349 },
    { id: 8, title: 'Couple T-shirt Set', subTitle: 'Two matching tees with your photo or names', image: p.tshirt, price: 349 },
    { id: 9, title: 'Oversized Drop-Shoulder T-shirt', subTitle: 'Heavy cotton oversized fit with a back print', image: p.tshirt, price: 349 },
  ],
  'letter-head': [
    {
      id: 1, title: 'Multicolor Letterhead', subTitle: 'Full-colour letterhead on 100 GSM paper', image: p.letterhead, price: 700, minQuantity: 100,
      des_1: 'A4 size, 100 GSM bond paper', des_2: 'Full-colour print of your logo and contact details', des_3: 'Design help included at no extra cost', des_4: 'Ready in 3 to 4 working days',
    },
    {
      id: 2, title: 'Single Theme Letterhead', subTitle: 'One-colour letterhead for bulk office use', image: p.letterhead, price: '1650', minQuantity: 1000,
      des_1: 'A4 size, 80 GSM maplitho paper', des_2: 'Single-colour print in your brand colour', des_3: 'Best value for large office orders', des_4: 'Ready in 5 to 6 working days',
    },
  ],
  'invitation-card': [
    { id: 1, title: 'Wedding Invitation Card', shortTitle: 'Card with envelope, printed in full colour', image: p.invitation, price: 15, minQuantity: 150 },
    { id: 2, title: 'Annaprashan Invitation Card', shortTitle: 'Rice ceremony card with your baby\'s photo', image: p.invitation, price: 15, minQuantity: 150 },
    { id: 3, title: 'Birthday Invitation Card', shortTitle: 'Bright party card with photo and details', image: p.invitation, price: 15, minQuantity: 150 },
    { id: 4, title: 'Griha Pravesh Invitation Card', shortTitle: 'Housewarming card with traditional motifs', image: p.invitation, price: 15, minQuantity: 150 },
    { id: 5, title: 'Upanayan Invitation Card', shortTitle: 'Sacred-thread ceremony card in red and gold', image: p.invitation, price: 15, minQuantity: 150 },
  ],
  'id-cards': [
    { id: 1, title: 'PVC ID Card with Lanyard', subTitle: 'Printed PVC card, holder and printed lanyard', image: p.idCard, price: 35, minQuantity: 50 },
    { id: 2, title: 'Double-Sided PVC ID Card', subTitle: 'Photo, name and details printed on both sides', image: p.idCard, price: 35, minQuantity: 50 },
    { id: 3, title: 'Single-Sided PVC ID Card', subTitle: 'Photo ID printed on one side', image: p.idCard, price: 25, minQuantity: 50 },
    { id: 4, title: 'School Student ID Card', subTitle: 'Student photo, class and guardian contact', image: p.idCard, price: 25, minQuantity: 50 },
  ],
};

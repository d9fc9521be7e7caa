/* global document -- runs in the browser of the test build */
import { catalogue, profile } from 'virtual:shop-data';

document.body.textContent = `${profile.displayName}: ${JSON.stringify(catalogue)}`;

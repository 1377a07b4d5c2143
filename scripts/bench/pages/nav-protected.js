// Merchant page for the protection bench: the navigation bench's page (one purchase checkout mounted with
// Portico), with purchase protection started first in the same script: its worst case, as it runs before
// the checkout is mounted. Imports run in order, so protection-first.js runs before nav-portico.js.
import './protection-first.js'
import './nav-portico.js'

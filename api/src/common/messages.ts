import { formatMoneyIn, formatNumberIn, type Locale } from './locale';

/**
 * The API's user-facing messages in English and Canadian French (issue 20), keyed by a stable id.
 *
 * English is the source: the exact texts the services throw and answer (the product spec fixes them),
 * so no throw site names an id. At the edge a message is recognised by its English text, which gives
 * its id and the values in it (`describeMessage`): GraphQL errors carry them as
 * `extensions.messageId` and `extensions.params` (common/graphql-errors.ts), so the web app writes the
 * message in its own words; the REST adapter and the Express error handler answer `{ message }` in
 * the language of Accept-Language (`translateMessage`). A message missing here keeps its English text
 * and gets no id: add it here with its French (messages.test.ts checks every entry's placeholders).
 *
 * Placeholders: `{name}` text as is; `{name:number}` an integer ("1,000,000" in English, params a
 * number); `{name:money}` an amount ("$850,000.00", params integer cents); `{name:province}` a
 * province or territory (its English name, params the two-letter code); `{name:status}` an order
 * status (OrderStatus, e.g. Shipped). French placeholders name the same values without the kind.
 */
export const MESSAGES = {
  // Any request
  INTERNAL: ['Something went wrong on our side. Please try again.', 'Une erreur s’est produite de notre côté. Veuillez réessayer.'],
  SERVICE_UNAVAILABLE: [
    'The service is temporarily unavailable. Please try again in a moment.',
    'Le service est temporairement indisponible. Veuillez réessayer dans un instant.',
  ],
  SIGN_IN_REQUIRED: ['You must be signed in.', 'Vous devez vous connecter.'],
  NO_PERMISSION: ['You do not have permission to do this.', 'Vous n’avez pas la permission de faire ceci.'],
  SESSION_EXPIRED: ['Your session has expired. Please log in again.', 'Votre session a expiré. Veuillez vous reconnecter.'],
  RATE_LIMITED: [
    'Too many requests. Please wait {seconds:number} seconds and try again.',
    'Trop de requêtes. Veuillez patienter {seconds} secondes et réessayer.',
  ],
  PATH_NOT_FOUND: ['Not found.', 'Introuvable.'],
  BODY_TOO_LARGE: ['The request body is too large (1 MB at most).', 'Le corps de la requête est trop volumineux (1 Mo au maximum).'],
  MALFORMED_REQUEST: ['The request is malformed.', 'La requête est mal formée.'],
  INVALID_INPUT: ['Invalid input.', 'Données non valides.'],
  UNSUPPORTED_TEXT: [
    'Text may not contain NUL characters or broken Unicode (unpaired surrogates).',
    'Le texte ne peut pas contenir de caractères NUL ni d’Unicode invalide (demi-codets isolés).',
  ],
  HIDDEN_CHARACTERS: [
    'Names cannot contain invisible or text-direction control characters.',
    'Les noms ne peuvent pas contenir de caractères invisibles ni de caractères de contrôle de la direction du texte.',
  ],
  CURSOR_INVALID: ['The cursor is not valid.', 'Le curseur n’est pas valide.'],
  SEARCH_TOO_LONG: ['Search text must be at most {max:number} characters.', 'La recherche peut contenir au plus {max} caractères.'],
  REQUIRED_FIELDS: ['Please fill out all required fields.', 'Veuillez remplir tous les champs obligatoires.'],
  EMAIL_INVALID: ['Please enter a valid email address.', 'Veuillez entrer une adresse courriel valide.'],
  PHONE_INVALID: ['Please enter a valid phone number.', 'Veuillez entrer un numéro de téléphone valide.'],
  POSTAL_CODE_INVALID: [
    'Please enter a valid Canadian postal code, e.g. M5V 2T6.',
    'Veuillez entrer un code postal canadien valide, p. ex. M5V 2T6.',
  ],
  POSTAL_CODE_NOT_IN_PROVINCE: [
    'The postal code {postalCode} is not in {province:province}. Please check the province or the postal code.',
    'Le code postal {postalCode} n’est pas situé {province}. Veuillez vérifier la province ou le code postal.',
  ],

  // Lengths and required fields of forms
  NAME_REQUIRED: ['Name is required.', 'Le nom est obligatoire.'],
  NAME_TOO_LONG: ['Name must be at most {max:number} characters.', 'Le nom peut contenir au plus {max} caractères.'],
  FULL_NAME_REQUIRED: ['Full name is required.', 'Le nom complet est obligatoire.'],
  FULL_NAME_TOO_LONG: ['Full name must be at most {max:number} characters.', 'Le nom complet peut contenir au plus {max} caractères.'],
  ADDRESS_REQUIRED: ['Address is required.', 'L’adresse est obligatoire.'],
  ADDRESS_TOO_LONG: ['Address must be at most {max:number} characters.', 'L’adresse peut contenir au plus {max} caractères.'],
  CITY_TOO_LONG: ['City must be at most {max:number} characters.', 'La ville peut contenir au plus {max} caractères.'],
  CATEGORY_TOO_LONG: ['Category must be at most {max:number} characters.', 'La catégorie peut contenir au plus {max} caractères.'],
  DESCRIPTION_TOO_LONG: ['Description must be at most {max:number} characters.', 'La description peut contenir au plus {max} caractères.'],
  BUSINESS_NAME_REQUIRED: ['Business name is required.', 'Le nom de l’entreprise est obligatoire.'],
  BUSINESS_NAME_TOO_LONG: [
    'Business name must be at most {max:number} characters.',
    'Le nom de l’entreprise peut contenir au plus {max} caractères.',
  ],
  FRENCH_NAME_TOO_LONG: ['French name must be at most {max:number} characters.', 'Le nom en français peut contenir au plus {max} caractères.'],
  FRENCH_DESCRIPTION_TOO_LONG: [
    'French description must be at most {max:number} characters.',
    'La description en français peut contenir au plus {max} caractères.',
  ],
  FRENCH_BUSINESS_NAME_TOO_LONG: [
    'French business name must be at most {max:number} characters.',
    'Le nom de l’entreprise en français peut contenir au plus {max} caractères.',
  ],
  LEGAL_NAME_TOO_LONG: ['Legal name must be at most {max:number} characters.', 'La raison sociale peut contenir au plus {max} caractères.'],
  ACTOR_TOO_LONG: ['Actor must be at most {max:number} characters.', 'L’auteur peut contenir au plus {max} caractères.'],

  // Accounts and sign-in
  INVALID_CREDENTIALS: ['Invalid email or password.', 'Courriel ou mot de passe non valide.'],
  EMAIL_REQUIRED: ['Email is required.', 'Le courriel est obligatoire.'],
  PASSWORD_REQUIRED: ['Password is required.', 'Le mot de passe est obligatoire.'],
  CURRENT_PASSWORD_REQUIRED: ['Current password is required.', 'Le mot de passe actuel est obligatoire.'],
  CURRENT_PASSWORD_INCORRECT: ['Current password is incorrect.', 'Le mot de passe actuel est incorrect.'],
  PASSWORD_TOO_SHORT: ['Password must be at least {min:number} characters.', 'Le mot de passe doit contenir au moins {min} caractères.'],
  PASSWORD_TOO_LONG: ['Password must be at most {max:number} characters.', 'Le mot de passe peut contenir au plus {max} caractères.'],
  PASSWORD_CONFIRMATION_REQUIRED: ['Please confirm your password.', 'Veuillez confirmer votre mot de passe.'],
  PASSWORDS_DO_NOT_MATCH: ['Passwords do not match', 'Les mots de passe ne correspondent pas'],
  PASSWORDS_DO_NOT_MATCH_SENTENCE: ['Passwords do not match.', 'Les mots de passe ne correspondent pas.'],
  COMMON_PASSWORD: [
    'This password is on lists of leaked passwords, so it is among the first guessed. Please choose another.',
    'Ce mot de passe figure sur des listes de mots de passe divulgués : il est parmi les premiers essayés. Veuillez en choisir un autre.',
  ],
  PASSWORD_IS_IDENTITY: [
    'Your password must not be your email address or username.',
    'Votre mot de passe ne doit pas être votre adresse courriel ni votre nom d’utilisateur.',
  ],
  USERNAME_FORMAT: [
    'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
    'Le nom d’utilisateur doit compter de 3 à 30 lettres, chiffres, points, tirets ou traits de soulignement.',
  ],
  ACCOUNT_TYPE_REQUIRED: ['Please choose an account type.', 'Veuillez choisir un type de compte.'],
  ROLE_REQUIRED: ['Please choose a role.', 'Veuillez choisir un rôle.'],
  ADMIN_SIGNUP_REFUSED: ['Admin accounts cannot be created through signup.', 'Les comptes administrateur ne peuvent pas être créés par l’inscription.'],
  ACCOUNT_EXISTS: [
    'An account with this email or username already exists.',
    'Un compte existe déjà avec ce courriel ou ce nom d’utilisateur.',
  ],
  EMAIL_TAKEN: ['An account with this email already exists.', 'Un compte existe déjà avec cette adresse courriel.'],
  USERNAME_TAKEN: ['This username is already taken.', 'Ce nom d’utilisateur est déjà pris.'],
  SIGNUP_SUCCESS: [
    'Account created successfully. We sent you an email to verify your address. Please sign in.',
    'Compte créé. Nous vous avons envoyé un courriel pour vérifier votre adresse. Veuillez vous connecter.',
  ],
  TOO_MANY_SIGN_IN_ATTEMPTS: [
    'Too many sign-in attempts. Please wait {minutes:number} minutes and try again.',
    'Trop de tentatives de connexion. Veuillez patienter {minutes} minutes et réessayer.',
  ],
  INVALID_LINK: [
    'This link is invalid, has expired or has already been used.',
    'Ce lien n’est pas valide, a expiré ou a déjà été utilisé.',
  ],
  RESET_LINK_INCOMPLETE: ['The reset link is incomplete.', 'Le lien de réinitialisation est incomplet.'],
  EMAIL_VERIFIED: [
    'Your email address has been verified. You can now sign in.',
    'Votre adresse courriel a été vérifiée. Vous pouvez maintenant vous connecter.',
  ],
  ALREADY_VERIFIED: ['Your email address is already verified.', 'Votre adresse courriel est déjà vérifiée.'],
  VERIFICATION_SENT: ['Verification email sent. Please check your inbox.', 'Courriel de vérification envoyé. Consultez votre boîte de réception.'],
  VERIFICATION_RESENT_TOO_SOON: [
    'A verification email was sent less than a minute ago. Please wait a minute and try again.',
    'Un courriel de vérification a été envoyé il y a moins d’une minute. Veuillez patienter une minute et réessayer.',
  ],
  RESET_REQUESTED: [
    'If an account exists for that email address, we have sent it a link to reset the password. Please check your inbox.',
    'Si un compte existe pour cette adresse courriel, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Consultez votre boîte de réception.',
  ],
  TOO_MANY_RESET_REQUESTS: [
    'Too many password reset requests. Please wait {minutes:number} minutes and try again.',
    'Trop de demandes de réinitialisation du mot de passe. Veuillez patienter {minutes} minutes et réessayer.',
  ],
  PASSWORD_RESET: [
    'Your password has been reset. Please sign in with your new password.',
    'Votre mot de passe a été réinitialisé. Connectez-vous avec votre nouveau mot de passe.',
  ],
  PASSWORD_UPDATED: ['Password updated.', 'Mot de passe mis à jour.'],
  SIGNED_OUT: ['Signed out.', 'Déconnexion effectuée.'],
  SESSION_NOT_FOUND: ['Session not found.', 'Session introuvable.'],
  LOCALE_INVALID: ['Locale must be en-CA or fr-CA.', 'La langue doit être en-CA ou fr-CA.'],

  // Administration
  USER_NOT_FOUND: ['User not found.', 'Utilisateur introuvable.'],
  USER_DELETED: ['User deleted.', 'Utilisateur supprimé.'],
  VENDOR_NOT_FOUND: ['Vendor not found.', 'Commerçant introuvable.'],
  VENDOR_DELETED: ['Vendor deleted.', 'Commerçant supprimé.'],
  NOT_YOUR_ROLE: ['You cannot change your own role.', 'Vous ne pouvez pas modifier votre propre rôle.'],
  NOT_YOURSELF: ['You cannot delete your own account.', 'Vous ne pouvez pas supprimer votre propre compte.'],
  LAST_ADMIN: [
    'The last admin cannot be removed. Make another account an admin first.',
    'Le dernier administrateur ne peut pas être retiré. Faites d’abord d’un autre compte un administrateur.',
  ],
  TAX_NAME_INVALID: ['The tax must be GST, HST, QST, PST or RST.', 'La taxe doit être GST, HST, QST, PST ou RST.'],
  TAX_RATE_RANGE: ['The rate must be between 0 and 100 percent.', 'Le taux doit être compris entre 0 et 100 %.'],
  TAX_RATE_DECIMALS: ['The rate may have at most 4 decimals.', 'Le taux peut avoir au plus 4 décimales.'],
  DATE_FORMAT: ['The date must be YYYY-MM-DD.', 'La date doit être au format AAAA-MM-JJ.'],
  TAX_RATE_IN_FORCE: [
    'A new rate must take effect after today: rates already in force are never changed.',
    'Un nouveau taux doit entrer en vigueur après aujourd’hui : les taux déjà en vigueur ne sont jamais modifiés.',
  ],
  DATE_RANGE: ['The start date must not be after the end date.', 'La date de début ne doit pas être postérieure à la date de fin.'],
  COMMISSION_DECIMALS: ['The commission rate may have at most two decimals.', 'Le taux de commission peut avoir au plus deux décimales.'],
  COMMISSION_RANGE: [
    'The commission rate must be between 0 and {max:number}%.',
    'Le taux de commission doit être compris entre 0 et {max} %.',
  ],
  REFUND_NOT_FOUND: ['Refund not found.', 'Remboursement introuvable.'],
  REFUND_NOT_RETRYABLE: ['Only a failed refund can be retried.', 'Seul un remboursement échoué peut être relancé.'],
  TRANSFER_NOT_FOUND: ['Transfer not found.', 'Virement introuvable.'],
  TRANSFER_NOT_RETRYABLE: [
    'Only a failed transfer or reversal can be retried.',
    'Seul un virement ou une contrepassation en échec peut être relancé.',
  ],
  MESSAGE_NOT_FOUND: ['Message not found.', 'Message introuvable.'],

  // Shops and products
  SHOP_UNAVAILABLE: ['Your shop is not available.', 'Votre boutique n’est pas disponible.'],
  GST_HST_NUMBER_FORMAT: [
    'A GST/HST number is 9 digits, RT and 4 digits, e.g. 123456789RT0001.',
    'Un numéro de TPS/TVH compte 9 chiffres, RT et 4 chiffres, p. ex. 123456789RT0001.',
  ],
  QST_NUMBER_FORMAT: [
    'A QST number is 10 digits, TQ and 4 digits, e.g. 1234567890TQ0001.',
    'Un numéro de TVQ compte 10 chiffres, TQ et 4 chiffres, p. ex. 1234567890TQ0001.',
  ],
  PAYOUTS_UNAVAILABLE: [
    'The payout provider did not answer. Please try again in a moment.',
    'Le fournisseur de versements n’a pas répondu. Veuillez réessayer dans un instant.',
  ],
  PRODUCT_NOT_FOUND: ['Product not found.', 'Produit introuvable.'],
  PRODUCT_NOT_FOUND_SHORT: ['Product not found', 'Produit introuvable'],
  PRODUCT_DELETED: ['Product deleted.', 'Produit supprimé.'],
  PRICE_TOO_LOW: [
    'Price must be at least {minCents:money}, the smallest amount a card can be charged.',
    'Le prix doit être d’au moins {minCents}, le plus petit montant qu’on peut débiter d’une carte.',
  ],
  PRICE_TOO_HIGH: [
    'Price must be at most {maxCents:money}, so that one unit with tax fits in one card payment.',
    'Le prix peut être d’au plus {maxCents}, pour qu’une unité, taxes comprises, tienne dans un seul paiement par carte.',
  ],
  STOCK_WHOLE: ['Stock must be a whole number.', 'Le stock doit être un nombre entier.'],
  STOCK_NEGATIVE: ['Stock cannot be negative.', 'Le stock ne peut pas être négatif.'],
  STOCK_TOO_HIGH: ['Stock must be at most {max:number}.', 'Le stock peut être d’au plus {max}.'],
  STOCK_RANGE: ['Stock must be a whole number from 0 to {max:number}.', 'Le stock doit être un nombre entier de 0 à {max}.'],
  TOO_MANY_PHOTOS: ['At most {max:number} photos per product.', 'Au plus {max} photos par produit.'],
  UNKNOWN_PHOTO: ['Unknown photo.', 'Photo inconnue.'],
  UNKNOWN_PHOTO_UPLOAD_FIRST: ['Unknown photo: upload it first.', 'Photo inconnue : téléversez-la d’abord.'],
  UPLOAD_TOO_LARGE: ['Images must be 5 MB or smaller.', 'Les images doivent faire 5 Mo ou moins.'],
  UNSUPPORTED_IMAGE: ['Please upload a JPEG, PNG or WebP image.', 'Veuillez téléverser une image JPEG, PNG ou WebP.'],
  IMAGE_TOO_LARGE: [
    'Photos can be at most {maxSide:number} pixels on a side and 40 megapixels in all; this one is {width:number} × {height:number}.',
    'Les photos peuvent faire au plus {maxSide} pixels de côté et 40 mégapixels en tout : celle-ci fait {width} × {height}.',
  ],
  IMAGE_TOO_SLOW: [
    'This photo took too long to process. Please upload a smaller JPEG, PNG or WebP image.',
    'Le traitement de cette photo a pris trop de temps. Veuillez téléverser une image JPEG, PNG ou WebP plus petite.',
  ],
  IMAGES_BUSY: [
    'Too many photos are being processed right now. Please try again in a moment.',
    'Trop de photos sont en cours de traitement. Veuillez réessayer dans un instant.',
  ],
  TOO_MANY_UPLOADS: [
    'Your shop uploaded {count:number} photos in the last {minutes:number} minutes. Please wait a few minutes and try again.',
    'Votre boutique a téléversé {count} photos au cours des {minutes} dernières minutes. Veuillez patienter quelques minutes et réessayer.',
  ],
  SEND_PHOTO_AS_FIELD: ['Send the photo as multipart form field "image".', 'Envoyez la photo dans le champ de formulaire multipart "image".'],
  IMAGE_NOT_FOUND: ['Image not found.', 'Image introuvable.'],
  TOO_MANY_CATEGORIES: ['At most {max:number} categories.', 'Au plus {max} catégories.'],
  CATEGORY_FILTER_TOO_LONG: ['A category must be at most {max:number} characters.', 'Une catégorie peut contenir au plus {max} caractères.'],
  TOO_MANY_SHOPS: ['At most {max:number} shops.', 'Au plus {max} boutiques.'],
  SHOP_ID_INVALID: ['A shop id is not valid.', 'Un identifiant de boutique n’est pas valide.'],
  PRICE_FILTER_ORDER: ['minPriceCents must not be more than maxPriceCents.', 'minPriceCents ne doit pas dépasser maxPriceCents.'],

  // Cart, wishlist, checkout, orders
  QUANTITY_RANGE: ['Quantity must be a whole number from 1 to {max:number}.', 'La quantité doit être un nombre entier de 1 à {max}.'],
  LINE_QUANTITY_MAX: [
    'You can have at most {max:number} of one product in your cart.',
    'Vous pouvez avoir au plus {max} exemplaires d’un même produit dans votre panier.',
  ],
  STOCK_LEFT: ['Only {stock:number} of "{name}" left in stock.', '« {name} » : plus que {stock} en stock.'],
  SOLD_OUT: ['"{name}" is out of stock.', '« {name} » est en rupture de stock.'],
  NOT_IN_CART: ['This product is not in your cart.', 'Ce produit n’est pas dans votre panier.'],
  CART_TOTAL_TOO_LARGE: [
    'A cart can total at most {maxCents:money}. Please lower a quantity.',
    'Le total d’un panier peut être d’au plus {maxCents}. Veuillez réduire une quantité.',
  ],
  CART_EMPTY: ['Your cart is empty.', 'Votre panier est vide.'],
  NOT_ON_WISHLIST: ['This product is not on your wishlist.', 'Ce produit n’est pas dans votre liste de souhaits.'],
  WISHLIST_FULL: [
    'Your wishlist is full ({max:number} products). Remove some before adding more.',
    'Votre liste de souhaits est pleine ({max} produits). Retirez-en quelques-uns avant d’en ajouter d’autres.',
  ],
  TOTAL_CHANGED: [
    'Your cart total is now {totalCents:money}. Please review your cart and try again.',
    'Le total de votre panier est maintenant de {totalCents}. Veuillez vérifier votre panier et réessayer.',
  ],
  TOTAL_TOO_SMALL: [
    'A card payment must be at least {minCents:money}. Please add to your cart.',
    'Un paiement par carte doit être d’au moins {minCents}. Veuillez ajouter des articles à votre panier.',
  ],
  PAYMENT_SUCCEEDED: ['Payment successful! Your order has been placed.', 'Paiement réussi ! Votre commande a été passée.'],
  PAYMENT_PROCESSING: [
    'Payment received and being confirmed. Your order has been placed.',
    'Paiement reçu, en cours de confirmation. Votre commande a été passée.',
  ],
  PAYMENT_UNCONFIRMED: [
    'The payment service did not answer. If your card was charged, your order will appear under My orders within minutes; if not, nothing is taken and your cart is kept.',
    'Le service de paiement n’a pas répondu. Si votre carte a été débitée, votre commande apparaîtra dans Mes commandes d’ici quelques minutes. Sinon, rien n’est prélevé et votre panier est conservé.',
  ],
  CHECKOUT_IN_PROGRESS: [
    'Your previous payment is still being confirmed. Please check My orders, or try again in a few minutes.',
    'Votre paiement précédent est encore en cours de confirmation. Consultez Mes commandes, ou réessayez dans quelques minutes.',
  ],
  PAYMENT_RELEASED: [
    'The payment could not be completed: nothing was charged, and the items went back on sale.',
    'Le paiement n’a pas pu être effectué : rien n’a été débité, et les articles ont été remis en vente.',
  ],
  CARD_DECLINED: ['Your card was declined. Please use another card.', 'Votre carte a été refusée. Veuillez utiliser une autre carte.'],
  PAYMENT_CANCELLED: [
    'The payment was cancelled. Please try again or use another card.',
    'Le paiement a été annulé. Veuillez réessayer ou utiliser une autre carte.',
  ],
  CARD_AUTHENTICATION_REQUIRED: [
    'This card needs an extra verification step that we do not support yet. Please use another card.',
    'Cette carte exige une étape de vérification supplémentaire que nous ne prenons pas encore en charge. Veuillez utiliser une autre carte.',
  ],
  TEST_MODE_CARDS: ['Test mode accepts only {succeeds} or {declined}.', 'Le mode test accepte seulement {succeeds} ou {declined}.'],
  PAYMENT_METHOD_NOT_READY: ['Payment method not ready.', 'Le mode de paiement n’est pas prêt.'],
  AMOUNT_WHOLE_CENTS: ['The amount must be in whole cents.', 'Le montant doit être en cents entiers.'],
  IDEMPOTENCY_KEY_FORMAT: [
    'The idempotency key must be 8 to 100 letters, digits, dashes or underscores.',
    'La clé d’idempotence doit compter de 8 à 100 lettres, chiffres, tirets ou traits de soulignement.',
  ],
  ORDER_NOT_FOUND: ['Order not found.', 'Commande introuvable.'],
  ORDER_CONFIRMATION_NOT_FOUND: ['Order confirmation not found.', 'Confirmation de commande introuvable.'],
  ORDER_CANCELLED: ['This order is cancelled and cannot be changed.', 'Cette commande est annulée et ne peut pas être modifiée.'],
  ORDER_TRANSITION: [
    'An order that is {from:status} cannot be marked {to:status}.',
    'Une commande au statut {from} ne peut pas passer au statut {to}.',
  ],
  UNKNOWN_NOTIFICATION: ['Unknown notification id.', 'Identifiant de notification inconnu.'],

  // Contact form and newsletter
  CONTACT_NAME_REQUIRED: ['Please enter your name.', 'Veuillez entrer votre nom.'],
  CONTACT_MESSAGE_REQUIRED: ['Please enter a message.', 'Veuillez entrer un message.'],
  CONTACT_NAME_TOO_LONG: ['Your name can be at most {max:number} characters.', 'Votre nom peut contenir au plus {max} caractères.'],
  CONTACT_MESSAGE_TOO_LONG: ['Your message can be at most {max:number} characters.', 'Votre message peut contenir au plus {max} caractères.'],
  CONTACT_THANKS: ['Thank you for your message!', 'Merci pour votre message !'],
  TOO_MANY_CONTACT_MESSAGES: [
    'You have sent several messages in the last hour. Please wait a while before sending another.',
    'Vous avez envoyé plusieurs messages au cours de la dernière heure. Veuillez patienter un peu avant d’en envoyer un autre.',
  ],
  NEWSLETTER_CHECK_INBOX: [
    'Thanks for subscribing! Please check your inbox to confirm your address.',
    'Merci de vous être abonné ! Consultez votre boîte de réception pour confirmer votre adresse.',
  ],
  NEWSLETTER_CONFIRMED: ['Your subscription is confirmed. Thank you!', 'Votre abonnement est confirmé. Merci !'],
  NEWSLETTER_UNSUBSCRIBED: [
    'You are unsubscribed: you will get no more newsletters from Mainstreet.',
    'Vous êtes désabonné : vous ne recevrez plus d’infolettres de Mainstreet.',
  ],
  NEWSLETTER_LINK_INVALID: ['This link is invalid or has expired.', 'Ce lien n’est pas valide ou a expiré.'],
  TOO_MANY_NEWSLETTER_SIGNUPS: [
    'Too many newsletter sign-ups from your address. Please wait an hour and try again.',
    'Trop d’abonnements à l’infolettre depuis votre adresse. Veuillez patienter une heure et réessayer.',
  ],

  // Arguments named by the API (GraphQL arguments, REST parameters): the name stays as sent
  ARGUMENT_RANGE: ['{field} must be between {min:number} and {max:number}.', '{field} doit être compris entre {min} et {max}.'],
  FIELD_REQUIRED: ['{field} is required.', '{field} est obligatoire.'],
  FIELD_NOT_STRING: ['{field} must be a string.', '{field} doit être une chaîne de caractères.'],
  FIELD_NOT_NUMBER: ['{field} must be a number.', '{field} doit être un nombre.'],
  FIELD_NOT_WHOLE: ['{field} must be a whole number.', '{field} doit être un nombre entier.'],
  FIELD_NOT_BOOLEAN: ['{field} must be true or false.', '{field} doit être true ou false.'],
  FIELD_NOT_PROVINCE: [
    '{field} must be a two-letter province or territory code, e.g. QC.',
    '{field} doit être le code à deux lettres d’une province ou d’un territoire, p. ex. QC.',
  ],
  FIELD_ONE_OF: ['{field} must be one of {values}.', '{field} doit être l’une de ces valeurs : {values}.'],
  ROLE_ONE_OF: ['role must be {values}.', 'role doit être {values}.'],
  IMAGES_FORMAT: [
    'images must be a list of photo URLs from POST /api/upload/product.',
    'images doit être une liste d’URL de photos reçues de POST /api/upload/product.',
  ],
  CUSTOMER_INFO_FORMAT: ['customerInfo must be an object.', 'customerInfo doit être un objet.'],
} as const satisfies Record<string, readonly [en: string, fr: string]>;

export type MessageId = keyof typeof MESSAGES;
/** The values of a message: numbers, cents, province codes, order statuses, or text as is. */
export type MessageParams = Record<string, string | number>;

type Kind = 'text' | 'number' | 'money' | 'province' | 'status';

const PROVINCES: Record<string, { en: string; inFr: string }> = {
  AB: { en: 'Alberta', inFr: 'en Alberta' },
  BC: { en: 'British Columbia', inFr: 'en Colombie-Britannique' },
  MB: { en: 'Manitoba', inFr: 'au Manitoba' },
  NB: { en: 'New Brunswick', inFr: 'au Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', inFr: 'à Terre-Neuve-et-Labrador' },
  NS: { en: 'Nova Scotia', inFr: 'en Nouvelle-Écosse' },
  NT: { en: 'Northwest Territories', inFr: 'dans les Territoires du Nord-Ouest' },
  NU: { en: 'Nunavut', inFr: 'au Nunavut' },
  ON: { en: 'Ontario', inFr: 'en Ontario' },
  PE: { en: 'Prince Edward Island', inFr: 'à l’Île-du-Prince-Édouard' },
  QC: { en: 'Quebec', inFr: 'au Québec' },
  SK: { en: 'Saskatchewan', inFr: 'en Saskatchewan' },
  YT: { en: 'Yukon', inFr: 'au Yukon' },
};

/** Order statuses (OrderStatus) as the French message names them. */
const STATUSES_FR: Record<string, string> = {
  AwaitingPayment: 'En attente de paiement',
  PaymentFailed: 'Paiement échoué',
  Pending: 'En attente',
  Processing: 'En traitement',
  Shipped: 'Expédiée',
  Delivered: 'Livrée',
  Cancelled: 'Annulée',
};

const CAPTURE: Record<Kind, string> = {
  text: '([\\s\\S]+?)',
  number: '(\\d{1,3}(?:,\\d{3})+|\\d+)',
  money: '(-?\\$\\d{1,3}(?:,\\d{3})*\\.\\d{2})',
  province: `(${Object.values(PROVINCES).map((p) => p.en).join('|')})`,
  status: `(${Object.keys(STATUSES_FR).join('|')})`,
};

const PLACEHOLDER = /\{(\w+)(?::(number|money|province|status))?\}/g;

function parseValue(kind: Kind, raw: string): string | number {
  switch (kind) {
    case 'number':
      return Number(raw.replace(/,/g, ''));
    case 'money':
      return Math.round(Number(raw.replace(/[$,]/g, '')) * 100);
    case 'province':
      return Object.entries(PROVINCES).find(([, p]) => p.en === raw)![0];
    default:
      return raw;
  }
}

interface Pattern {
  id: MessageId;
  regex: RegExp;
  params: { name: string; kind: Kind }[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English texts without values, looked up as they are; the others as patterns, the most specific first. */
const EXACT = new Map<string, MessageId>();
const PATTERNS: Pattern[] = [];
/** The kind of each value of each message. */
const KINDS = new Map<MessageId, Map<string, Kind>>();

for (const [id, [en]] of Object.entries(MESSAGES) as [MessageId, readonly [string, string]][]) {
  const params: Pattern['params'] = [];
  let source = '';
  let last = 0;
  for (const match of en.matchAll(PLACEHOLDER)) {
    const kind = (match[2] ?? 'text') as Kind;
    source += escapeRegex(en.slice(last, match.index)) + CAPTURE[kind];
    params.push({ name: match[1], kind });
    last = match.index! + match[0].length;
  }
  KINDS.set(id, new Map(params.map((param) => [param.name, param.kind])));
  if (!params.length) EXACT.set(en, id);
  else PATTERNS.push({ id, regex: new RegExp(`^${source}${escapeRegex(en.slice(last))}$`), params });
}
// A pattern with more fixed text wins: "{field} is required." only when no named field's message fits.
const fixedLength = (pattern: Pattern) => pattern.regex.source.replace(/\([^)]*\)/g, '').length;
PATTERNS.sort((a, b) => fixedLength(b) - fixedLength(a));

/** A message's id and values, when it is one of ours (by its exact English text). */
export function describeMessage(message: string): { id: MessageId; params?: MessageParams } | undefined {
  const exact = EXACT.get(message);
  if (exact) return { id: exact };
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const params: MessageParams = {};
    pattern.params.forEach((param, index) => (params[param.name] = parseValue(param.kind, match[index + 1])));
    return { id: pattern.id, params };
  }
  return undefined;
}

function formatValue(locale: Locale, kind: Kind, value: string | number): string {
  switch (kind) {
    case 'number':
      return formatNumberIn(locale, Number(value));
    case 'money':
      return formatMoneyIn(locale, Number(value));
    case 'province':
      return locale === 'fr-CA' ? (PROVINCES[value]?.inFr ?? String(value)) : (PROVINCES[value]?.en ?? String(value));
    case 'status':
      return locale === 'fr-CA' ? (STATUSES_FR[value] ?? String(value)) : String(value);
    default:
      return String(value);
  }
}

/** A message of the catalog written in a language with its values. */
export function formatMessage(id: MessageId, locale: Locale, params: MessageParams = {}): string {
  const [en, fr] = MESSAGES[id];
  const kinds = KINDS.get(id)!;
  const template = locale === 'fr-CA' ? fr : en;
  return template.replace(/\{(\w+)(?::\w+)?\}/g, (whole, name: string) =>
    name in params ? formatValue(locale, kinds.get(name) ?? 'text', params[name]) : whole,
  );
}

/** An English message in a language: itself in English or when the catalog does not know it. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en-CA') return message;
  const known = describeMessage(message);
  return known ? formatMessage(known.id, locale, known.params) : message;
}

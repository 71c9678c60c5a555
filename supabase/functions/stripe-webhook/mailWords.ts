/**
 * The words of the payment mails in each language (issue 35): a payment keeps the language of
 * the page its checkout started on. Amounts and dates are written as that language writes them.
 */
import type { MailLanguage } from '../_shared/mailLanguage.ts';

export const MAIL_WORDS = {
  en: {
    today: 'today',
    donationSubject: 'Your VetHub donation receipt',
    featuredSubject: 'Your VetHub featured listing receipt',
    thanks: (name: string | null) => `Thank you${name ? `, ${name}` : ''}, for supporting VetHub.`,
    donation: 'Donation',
    everyMonth: ' every month',
    month: 'Month',
    date: 'Date',
    receiptNumber: 'Receipt number',
    refundPolicy: 'Our donation refund policy',
    featuredThanks: 'Thank you. Your payment for a featured listing on VetHub was received.',
    plan: 'Plan',
    amount: 'Amount',
    featuredUntil: 'Featured until',
    yourPayments: 'Your payments',
    failedSubject: 'Your monthly gift to VetHub did not go through',
    hello: (name: string | null) => `Hello${name ? ` ${name}` : ''},`,
    failed: (amount: string, month: string | null) =>
      `Your monthly gift of ${amount} to VetHub${month ? ` for ${month}` : ''} did not go through.`,
    declined: 'Your card was declined.',
    notCharged: 'Nothing was charged.',
    retry:
      'The payment provider may try your card again in the next few days. If you want to keep ' +
      'giving, check the card with your bank.',
    stopFromDashboard: 'To stop your monthly gift, cancel it from your dashboard',
    stopByContact: 'To stop your monthly gift, contact us',
    questions: 'Questions? Contact us',
  },
  es: {
    today: 'hoy',
    donationSubject: 'El recibo de su donación a VetHub',
    featuredSubject: 'El recibo de su anuncio destacado en VetHub',
    thanks: (name: string | null) => `Gracias${name ? `, ${name}` : ''}, por apoyar a VetHub.`,
    donation: 'Donación',
    everyMonth: ' cada mes',
    month: 'Mes',
    date: 'Fecha',
    receiptNumber: 'Número de recibo',
    refundPolicy: 'Nuestra política de reembolso de donaciones',
    featuredThanks: 'Gracias. Recibimos su pago por un anuncio destacado en VetHub.',
    plan: 'Plan',
    amount: 'Monto',
    featuredUntil: 'Destacado hasta',
    yourPayments: 'Sus pagos',
    failedSubject: 'Su donación mensual a VetHub no se realizó',
    hello: (name: string | null) => `Hola${name ? `, ${name}` : ''}:`,
    failed: (amount: string, month: string | null) =>
      `Su donación mensual de ${amount} a VetHub${month ? ` de ${month}` : ''} no se realizó.`,
    declined: 'Se rechazó su tarjeta.',
    notCharged: 'No se cobró nada.',
    retry:
      'Es posible que el proveedor de pagos vuelva a intentar el cobro en los próximos días. Si ' +
      'quiere seguir donando, consulte la tarjeta con su banco.',
    stopFromDashboard: 'Para detener su donación mensual, cancélela desde su panel',
    stopByContact: 'Para detener su donación mensual, comuníquese con nosotros',
    questions: '¿Preguntas? Comuníquese con nosotros',
  },
} satisfies Record<MailLanguage, Record<string, unknown>>;

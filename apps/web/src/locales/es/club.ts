import type { club as en } from '../en/club.ts';
import type { Translation } from '../types.ts';

export const club: Translation<typeof en> = {
  home: {
    memberCard: 'Tarjeta de socio',
    guestIntro: 'Tu próxima escapada empieza aquí. Dinos a dónde y cuándo, y te encontramos una habitación.',
    guestTitle: 'Cuenta de invitado',
    guestText:
      'Puedes solicitar estancias como invitado. Si tienes una membresía, Atención a Socios puede vincular tu número de socio para que veas aquí tus contratos.',
    guestAction: 'Contactar a Atención a Socios',
    profile: {
      title: 'Tus datos',
      email: 'Correo electrónico',
      mobilePhone: 'Celular',
      homePhone: 'Teléfono de casa',
      address: 'Dirección',
      none: '—',
      link: 'Ir a Mi cuenta',
    },
    glance: {
      title: 'De un vistazo',
      contracts: 'Contratos',
      unreadMessages: 'Mensajes sin leer',
      stays: 'Tus estancias',
      addReservation: 'Agregar una reservación',
      requestReservation: 'Solicitar una reservación',
    },
    moreAbout: {
      overline: 'Conoce el club',
      title: 'Más sobre {{club}}',
      subtitle: 'Dos videos cortos, con subtítulos, para aprovechar al máximo tu membresía.',
    },
  },
  video: {
    whatItIs: {
      title: '¿Qué es {{club}}?',
      text: 'El club, sus seis desarrollos y lo que incluye tu membresía.',
    },
    howItWorks: {
      title: 'Cómo funciona',
      text: 'Cuatro pasos sencillos para aprovechar al máximo el portal de socios.',
    },
    play: 'Reproducir video: {{title}}',
    length: 'Video con subtítulos, {{seconds}} segundos',
    close: 'Cerrar',
    unsupported: 'Tu navegador no puede reproducir este video.',
    download: 'Descargar el video',
  },
  about: {
    overline: 'El club',
    subtitle:
      'Un club vacacional hecho para toda una vida de escapadas: tus semanas en nuestros desarrollos en México, año tras año, y el mundo más allá de ellos.',
    benefitsTitle: 'Lo que incluye tu membresía',
    benefits: {
      weeks: {
        title: 'Semanas de vacaciones de por vida',
        text: 'Tu tiempo de vacaciones en los desarrollos del club, año tras año, para compartirlo con quienes más quieres.',
      },
      resorts: {
        title: 'Seis desarrollos frente al mar',
        text: 'Grand Luxxe, The Grand Bliss, The Grand Mayan, Mayan Palace, Sea Garden y The Estates.',
      },
      suites: {
        title: 'Espacio para todos',
        text: 'Suites con lugar para toda la familia, desde estudios hasta residencias de varias recámaras.',
      },
      exchanges: {
        title: 'Intercambios en todo el mundo',
        text: 'Intercambia tu semana con nuestros socios de intercambio y hospédate en resorts de todos los continentes.',
      },
      experiences: {
        title: 'Parques y espectáculos',
        text: 'Parques de aventura, espectáculos en vivo y rincones a un paso de tu desarrollo.',
      },
      guests: {
        title: 'Comparte tus vacaciones',
        text: 'Viaja con familia y amigos: agrega viajeros a cada solicitud de reservación.',
      },
      care: {
        title: 'Atención en tu idioma',
        text: 'Atención a Socios te responde en español y en inglés, por teléfono y desde tus mensajes.',
      },
      online: {
        title: 'Todo en línea',
        text: 'Contratos, pagos, reservaciones y mensajes en un solo lugar, desde cualquier dispositivo.',
      },
    },
    videoTitle: 'El club en menos de un minuto',
    videoText: 'Descubre qué es el club y todo lo que tu membresía puede hacer por ti.',
  },
  faqs: {
    overline: 'Ayuda',
    subtitle: 'Respuestas rápidas sobre tu membresía, tus reservaciones y tus pagos.',
    listTitle: 'Preguntas y respuestas',
    loadError: 'No pudimos cargar las preguntas.',
    empty: 'Todavía no hay preguntas aquí. Atención a Socios puede responder las tuyas.',
    contactTitle: '¿Tienes otra pregunta?',
    contactText: 'Escribe a Atención a Socios: te respondemos en menos de 24 horas.',
    contactLink: 'Contactar a Atención a Socios',
  },
  benefits: {
    overline: 'Solo para socios',
    logo: 'Club Freedom',
    title: 'Viaja más con Club Freedom',
    text: 'Como socio tienes acceso a Club Freedom: tarifas preferenciales en hoteles, cruceros, vuelos y experiencias en todo el mundo, además de tus semanas de vacaciones.',
    points: {
      rates: 'Tarifas de socio en hoteles y resorts de todo el mundo',
      trips: 'Cruceros, vuelos y renta de autos para toda la familia',
      experiences: 'Tours y experiencias en tu destino',
    },
    action: 'Ir al sitio de Club Freedom',
    newTab: '(se abre en una pestaña nueva)',
    note: 'El sitio se abre en una pestaña nueva. Inicia sesión ahí con tu número de socio.',
  },
};

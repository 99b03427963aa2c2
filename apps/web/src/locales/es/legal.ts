import type { legal as en } from '../en/legal.ts';
import type { Translation } from '../types.ts';

/** La versión que prevalece (ver `prevails`): cualquier cambio empieza aquí y se refleja en inglés. */
export const legal: Translation<typeof en> = {
  overline: 'Legal',
  contents: 'Contenido',
  inForce: 'Vigente desde el {{date}}',
  lastModified: 'Última modificación: {{date}}',
  prevailsTitle: 'Prevalece la versión en español',
  prevails:
    'Este documento se publica en español y en inglés. En caso de discrepancia entre ambas versiones, prevalece la versión en español.',
  otherLanguage: 'Read in English',
  backToContents: 'Volver al contenido',
  formLink: 'formato de solicitud',
  formType: 'archivo de texto',
  careFallback: 'Atención a Socios',
  addressFallback: 'el domicilio señalado en tu contrato de membresía',
  loading: 'Cargando el documento',
  terms: {
    summary: 'Las reglas para usar el portal de socios de {{club}}.',
    intro: {
      p1: 'Estos Términos y Condiciones regulan el uso del portal de socios de {{club}} (el “Portal”), el sitio en el que los socios del club vacacional y otros visitantes administran su perfil, contratos, pagos, reservaciones y mensajes. Léelos con atención: al registrarte, iniciar sesión o usar el Portal, los aceptas.',
    },
    sections: {
      about: {
        title: 'Quiénes somos y qué cubren estos términos',
        body: {
          p1: 'En estos términos, “nosotros” y “el Club” se refieren a {{club}}, la empresa que opera el club vacacional y este Portal; “tú” y “el Usuario” se refieren a cualquier persona que use el Portal, ya sea un socio con número de socio o un visitante que solicita una estancia sin tenerlo.',
          p2: 'Estos términos se aplican únicamente al Portal. Tu membresía, tus contratos y tus estancias se rigen además por los contratos que firmaste con el Club y por las reglas de cada desarrollo; si esos documentos y estos términos difieren en algún aspecto de tu membresía, prevalece tu contrato.',
          p3: 'Para crear una cuenta debes aceptar estos términos y conocer nuestro {{privacyLink}}. Si no estás de acuerdo con ellos, te pedimos no usar el Portal.',
        },
      },
      language: {
        title: 'Idioma',
        body: {
          p1: 'Estos términos se publican en español y en inglés para tu comodidad. Si las dos versiones difieren o se interpretan de manera distinta, prevalece la versión en español.',
        },
      },
      account: {
        title: 'Tu cuenta',
        body: {
          p1: 'Para iniciar sesión necesitas un correo electrónico verificado y una contraseña; los socios, además, vinculan su número de socio. Te comprometes a proporcionar información verdadera, completa y actual, y a mantenerla al día desde tu perfil.',
          p2: 'Tu contraseña es personal y confidencial. Todo lo que se haga en el Portal con tus credenciales se considera hecho por ti, salvo que nos hayas avisado antes de que fueron comprometidas. Si sospechas que alguien más conoce tu contraseña, cámbiala de inmediato y avisa a Atención a Socios.',
          p3: 'Los cambios a tus datos de membresía (correo electrónico, teléfonos y domicilio) los revisa Atención a Socios antes de aplicarse, normalmente en un plazo de uno a tres días.',
        },
      },
      devices: {
        title: 'Tus dispositivos y tu conexión',
        body: {
          p1: 'Eres responsable de los dispositivos, programas y conexión a internet que uses para entrar al Portal, así como de su costo. Mantén actualizados tu sistema operativo, tu navegador y tus programas de seguridad, y cierra sesión cuando uses un dispositivo compartido o público.',
          p2: 'No somos responsables de daños, pérdida de información ni accesos no autorizados causados por fallas, virus o programas maliciosos en tus dispositivos, por redes inseguras o por dejar tu sesión abierta en un dispositivo que otras personas pueden usar.',
        },
      },
      use: {
        title: 'Uso permitido',
        body: {
          p1: 'Puedes usar el Portal para administrar tu membresía y tus estancias de manera personal y lícita. Te comprometes a no:',
          list1: {
            identity:
              'usar la cuenta de otra persona ni proporcionar información falsa, incluida la relativa a tu identidad o a tu membresía;',
            access:
              'intentar acceder a datos de otros socios, a secciones del Portal que no están destinadas a ti o a nuestros sistemas;',
            load: 'interferir con el funcionamiento del Portal, sobrecargarlo o consultarlo por medios automatizados más allá de un uso normal;',
            fraud:
              'usar el Portal para cometer o intentar un fraude, incluidos los pagos con tarjetas que no estás autorizado a usar.',
          },
        },
      },
      requests: {
        title: 'Reservaciones y solicitudes',
        body: {
          p1: 'Las solicitudes de reservación, los mensajes de contacto y los cambios que envías por el Portal son solicitudes: nos obligan solo cuando te las confirmamos. Las estancias están sujetas a disponibilidad, a tu contrato y a las reglas del operador hotelero.',
        },
      },
      payments: {
        title: 'Pagos y tarjetas bancarias',
        body: {
          p1: 'Los pagos con tarjeta se completan en la página segura de nuestro procesador de pagos. El número completo de tu tarjeta y su código de seguridad se capturan ahí y nunca los guardamos; el Portal conserva solo lo necesario para mostrarte tus tarjetas guardadas (tipo de tarjeta, últimos cuatro dígitos, fecha de vencimiento, titular y domicilio de facturación).',
          p2: 'Tu banco, la red de la tarjeta o el procesador de pagos pueden rechazar una tarjeta por causas ajenas a nosotros, como fondos o límite de crédito insuficientes, las reglas de seguridad del banco, datos incorrectos o que no coinciden, o una tarjeta vencida o bloqueada. No somos responsables de esos rechazos ni de las comisiones que cobre tu banco; puedes intentar con otra tarjeta o comunicarte con tu banco.',
          p3: 'Un pago se aplica a tu contrato solo cuando el procesador de pagos lo confirma. Los montos, monedas y fechas de vencimiento son los de tu contrato.',
        },
      },
      cards: {
        title: 'Tarjetas guardadas y eliminación de tu perfil de pago',
        body: {
          p1: 'Puedes guardar tarjetas para pagar más rápido. Tu perfil de pago existe solo mientras tengas al menos una tarjeta registrada: al eliminar todas tus tarjetas registradas en Editar perfil se elimina tu perfil de pago, y ya no conservamos datos de tarjeta para volver a cobrar.',
          p2: 'Eliminar tu perfil de pago no cancela tu membresía ni tus contratos, ni los pagos ya realizados o pendientes. Para cerrar tu cuenta del Portal o pedir que eliminemos tus datos personales, sigue el procedimiento de nuestro {{privacyLink}}.',
        },
      },
      links: {
        title: 'Enlaces a terceros',
        body: {
          p1: 'El Portal contiene enlaces a sitios y servicios que no operamos, como compañías de intercambio, destinos y atracciones, redes sociales, el sitio de beneficios del club y el procesador de pagos. Te los ofrecemos para tu comodidad; no controlamos su contenido, disponibilidad ni prácticas de privacidad, y no somos responsables de ellos. Al usarlos se aplican sus propios términos y avisos de privacidad.',
        },
      },
      suspension: {
        title: 'Suspensión y cancelación',
        body: {
          p1: 'Podemos suspender o cancelar tu acceso al Portal, total o parcialmente y sin previo aviso cuando las circunstancias lo requieran, si incumples estos términos, tu contrato o la ley, o cuando sea razonablemente necesario para prevenir fraudes o para protegerte a ti, a otros socios o al Club; por ejemplo, tras intentos sospechosos de inicio de sesión, el uso de tarjetas que no son tuyas o contracargos reiterados.',
          p2: 'Si tu acceso se suspende, comunícate con Atención a Socios para conocer el motivo y cómo restablecerlo. La suspensión o cancelación de tu acceso al Portal no te libera de las obligaciones de tu contrato.',
        },
      },
      availability: {
        title: 'Disponibilidad y fuerza mayor',
        body: {
          p1: 'Trabajamos para que el Portal esté disponible y su información sea correcta, pero lo ofrecemos tal como está y según su disponibilidad: puede interrumpirse por mantenimiento, actualizaciones o fallas. Durante el periodo beta, algunas secciones siguen en construcción.',
          p2: 'No somos responsables de incumplimientos o retrasos causados por hechos fuera de nuestro control razonable, como huracanes, sismos y otros fenómenos naturales, epidemias, incendios, fallas en el suministro eléctrico, en las telecomunicaciones o en los proveedores de internet, ciberataques, huelgas o actos de autoridad. Nuestras obligaciones se reanudan en cuanto el hecho termina.',
        },
      },
      property: {
        title: 'Propiedad intelectual',
        body: {
          p1: 'El Portal y su diseño, textos, ilustraciones, logotipos y software pertenecen al Club o a sus licenciantes y están protegidos por la ley. Puedes consultarlos, e imprimir o descargar lo que te concierne para tu uso personal; cualquier otro uso requiere nuestra autorización por escrito.',
        },
      },
      data: {
        title: 'Datos personales',
        body: {
          p1: 'Tratamos tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), su reglamento y nuestro {{privacyLink}}, que explica qué datos recabamos, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos.',
        },
      },
      care: {
        title: 'Atención a Socios',
        body: {
          p1: 'Atención a Socios resuelve tus dudas sobre el Portal, tu membresía y estos términos en el {{phone}} o en {{email}}: {{hours}} (tiempo del centro de México). Los mensajes que envíes fuera de ese horario se atienden el siguiente día hábil.',
        },
      },
      changes: {
        title: 'Modificaciones a estos términos',
        body: {
          p1: 'Podemos modificar estos términos en cualquier momento, por ejemplo por nuevas funciones del Portal o por cambios en la ley. La versión vigente es siempre la publicada aquí, con la fecha de su última modificación.',
          p2: 'Si un cambio afecta de manera importante tus derechos, te lo informaremos por correo electrónico o con un aviso en el Portal antes de que entre en vigor. Si sigues usando el Portal después de que un cambio entre en vigor, aceptas los términos modificados.',
        },
      },
      severability: {
        title: 'Divisibilidad',
        body: {
          p1: 'Si una autoridad declara nula o inaplicable alguna disposición de estos términos, esa disposición se aplicará en la medida permitida y las demás conservarán plena validez.',
        },
      },
      jurisdiction: {
        title: 'Legislación aplicable y jurisdicción',
        body: {
          p1: 'Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, tú y el Club se someten a los tribunales competentes de Guadalajara, Jalisco, y renuncian a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro o por cualquier otra causa.',
          p2: 'Lo anterior no limita tu derecho a acudir a la Procuraduría Federal del Consumidor (PROFECO).',
        },
      },
    },
  },
  privacy: {
    summary: 'Cómo {{club}} recaba, usa y protege tus datos personales, y cómo puedes ejercer tus derechos.',
    intro: {
      p1: '{{club}} respeta tu privacidad. Este Aviso de privacidad explica cómo tratamos los datos personales de los socios y visitantes que usan este portal, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), su reglamento y las demás normas mexicanas aplicables.',
    },
    sections: {
      controller: {
        title: 'Responsable de tus datos',
        body: {
          p1: '{{club}}, la empresa que opera el club vacacional y este portal, con domicilio en {{address}}, es responsable del tratamiento de tus datos personales (el “Responsable”).',
          p2: 'Para cualquier asunto relacionado con tus datos personales, incluidas las solicitudes que describe este aviso, comunícate con nuestro departamento de Atención a Socios en {{email}} o al {{phone}}.',
        },
      },
      collected: {
        title: 'Datos personales que recabamos',
        body: {
          p1: 'Obtenemos tus datos directamente de ti —cuando te registras, actualizas tu perfil, pagas, solicitas reservaciones o nos escribes— y de los registros de tu contrato de membresía. Según cómo uses el portal, tratamos:',
          list1: {
            identity:
              '**Datos de identificación y contacto:** nombre y apellidos, correo electrónico, teléfonos de casa y celular, domicilio, ciudad, estado, país y código postal, y tu idioma preferido.',
            membership:
              '**Datos de membresía:** número de socio, contratos, desarrollo, tipo de habitación, semanas disponibles y usadas, saldos, cuotas e historial de pagos.',
            financial:
              '**Datos financieros y patrimoniales:** los datos de las tarjetas que guardas (tipo de tarjeta, últimos cuatro dígitos, fecha de vencimiento, nombre del titular y domicilio de facturación) y los pagos que realizas. El número completo de tu tarjeta y su código de seguridad se capturan en la página segura del procesador de pagos; nunca llegan a nuestros servidores.',
            stays:
              '**Datos de reservaciones:** hoteles, fechas, números de reservación, y los nombres y correos electrónicos de las personas que viajan contigo (de las niñas y los niños menores de 12 años, solo el nombre).',
            messages:
              '**Comunicaciones:** los mensajes que intercambias con Atención a Socios y tus preferencias de comunicación.',
            security:
              '**Datos de seguridad:** tu contraseña (guardada solo como un resumen criptográfico irreversible), los registros de inicio de sesión y de sesiones, y la dirección IP de los intentos fallidos de inicio de sesión, que usamos para proteger tu cuenta.',
          },
          p2: 'No te pedimos datos personales sensibles. Cuando nos proporcionas datos de otras personas (por ejemplo, de quienes viajan contigo), confirmas que les informaste y que cuentas con su consentimiento.',
        },
      },
      purposes: {
        title: 'Para qué usamos tus datos',
        body: {
          p1: 'Usamos tus datos personales para las siguientes finalidades, necesarias para la relación que tienes con nosotros:',
          list1: {
            account: 'identificarte, crear y administrar tu cuenta y verificar tu correo electrónico;',
            membership:
              'administrar tu membresía y tus contratos, procesar tus pagos y tarjetas guardadas, y emitir comprobantes y facturas;',
            stays:
              'atender tus solicitudes de reservación, tu prerregistro y tus estancias, así como tus membresías con compañías de intercambio;',
            care: 'responder tus mensajes y solicitudes por medio de Atención a Socios y enviarte avisos sobre tu cuenta, tus pagos y tus reservaciones;',
            security: 'mantener la seguridad del portal y de tu cuenta, y prevenir fraudes;',
            law: 'cumplir nuestras obligaciones legales y los requerimientos de las autoridades competentes.',
          },
          p2: 'Con tu autorización, también usamos tus datos para enviarte noticias, promociones y ofertas del Club y de sus empresas afiliadas, y para conocer tu satisfacción. Estas finalidades no son necesarias: puedes negarte en cualquier momento con los interruptores de comunicaciones de Editar perfil o escribiendo a {{email}}, y tu negativa no afecta los servicios que recibes.',
        },
      },
      consent: {
        title: 'Tu consentimiento',
        body: {
          p1: 'Al registrarte y usar el portal teniendo a tu disposición este aviso, consientes el tratamiento que aquí se describe. Para tus datos financieros y patrimoniales te pedimos tu consentimiento expreso, que otorgas al aceptar este aviso al registrarte, o al guardar una tarjeta o realizar un pago.',
        },
      },
      transfers: {
        title: 'Con quién compartimos tus datos',
        body: {
          p1: 'No vendemos tus datos personales. Los compartimos solo en la medida en que lo requieren las finalidades anteriores, con:',
          list1: {
            affiliates:
              '**Empresas afiliadas:** sociedades del grupo corporativo del Club, que operan bajo las mismas políticas internas, para administrar tu membresía y prestarte los servicios del club;',
            payments:
              '**El procesador de pagos:** para cobrar tus pagos y conservar tus tarjetas guardadas como identificadores seguros (tokens);',
            exchanges:
              '**Compañías de intercambio:** como RCI, Interval International y otras con las que tengas una membresía, para administrar tus beneficios de intercambio;',
            hotels:
              '**Operadores hoteleros:** los operadores de los desarrollos en los que te hospedas, para gestionar tus reservaciones y tu prerregistro;',
            authorities:
              '**Autoridades:** las autoridades competentes, cuando la ley lo exija o cuando lo soliciten conforme a la ley.',
          },
          p2: 'Conforme a la LFPDPPP, estas transferencias no requieren tu consentimiento, porque se hacen a sociedades de nuestro grupo, son necesarias para la relación que tenemos contigo o las exige la ley. Cualquier otra transferencia se hará solo con tu consentimiento. Los proveedores que tratan datos por nuestra cuenta (como alojamiento y correo electrónico) están obligados a guardar confidencialidad y a usarlos solo para prestarnos sus servicios.',
        },
      },
      arco: {
        title: 'Tus derechos ARCO',
        body: {
          p1: 'Como titular de tus datos personales tienes derecho a:',
          list1: {
            access: '**Acceder** a los datos personales que tenemos sobre ti y conocer cómo los tratamos;',
            rectification: '**Rectificarlos** cuando sean inexactos o estén incompletos;',
            cancellation:
              '**Cancelarlos**, para que los eliminemos cuando ya no sean necesarios para las finalidades de este aviso;',
            opposition: '**Oponerte** a su tratamiento para fines específicos, por una causa legítima.',
          },
          p2: 'Estos derechos se conocen como derechos ARCO (acceso, rectificación, cancelación y oposición). Además, puedes actualizar por tu cuenta la mayoría de tus datos de contacto en Editar perfil.',
        },
      },
      revocation: {
        title: 'Revocación del consentimiento y derecho al olvido',
        body: {
          p1: 'Puedes revocar en cualquier momento el consentimiento que nos otorgaste para tratar tus datos personales, y pedirnos que limitemos su uso o divulgación. La revocación no tiene efectos retroactivos, y es posible que no podamos seguir prestándote los servicios que requieren esos datos.',
          p2: 'También puedes ejercer tu derecho al olvido: pedirnos que eliminemos tus datos personales y cerremos tu cuenta una vez que hayan concluido tus contratos y obligaciones con el Club. Atendemos esta solicitud como una cancelación, con el mismo procedimiento y los mismos plazos.',
        },
      },
      requests: {
        title: 'Cómo enviar una solicitud',
        body: {
          p1: 'Envía tu solicitud por correo electrónico a {{email}}. Puedes usar nuestro {{form}}; también es válida una solicitud redactada por ti si incluye:',
          list1: {
            name: 'tu nombre completo y el correo electrónico u otro medio por el que debamos enviarte la respuesta;',
            identity:
              'copia de una identificación oficial o, si te representa otra persona, los documentos que acrediten su identidad y su representación;',
            description: 'la descripción clara y precisa de los datos y del derecho que quieres ejercer;',
            other:
              'cualquier otro elemento que nos ayude a localizar tus datos, como tu número de socio; y, si pides una rectificación, los cambios que solicitas y los documentos que los respaldan.',
          },
          p2: 'Te comunicaremos nuestra respuesta en un plazo máximo de 20 días hábiles contados desde que recibamos tu solicitud completa. Si tu solicitud procede, se hará efectiva dentro de los 15 días hábiles siguientes a nuestra respuesta. Cuando se justifique, estos plazos podrán ampliarse una sola vez por un periodo igual, y te diremos por qué.',
          p3: 'Si a tu solicitud le falta información, te la pediremos dentro de los 5 días hábiles siguientes y tendrás 10 días hábiles para proporcionarla; el plazo para responderte empieza de nuevo cuando la recibamos. El ejercicio de estos derechos es gratuito; solo cubrirías, en su caso, los gastos justificados de envío o de reproducción.',
        },
      },
      refusal: {
        title: 'Cuándo podemos negar una solicitud',
        body: {
          p1: 'Podemos negar una solicitud, total o parcialmente, cuando quien la presenta no es el titular de los datos o su representante no está debidamente acreditado, cuando los datos no están en nuestras bases de datos, cuando atenderla lesione los derechos de un tercero, cuando una autoridad haya resuelto lo contrario o cuando la ley nos obligue a conservar los datos. En nuestra respuesta te diremos el motivo.',
          p2: 'Cuando una obligación legal nos exige conservar tus datos —por ejemplo, registros fiscales, contables o contractuales—, en lugar de eliminarlos los bloqueamos: los conservamos solo durante el plazo que marca la ley, sin más tratamiento que su almacenamiento, y los eliminamos al terminar ese plazo.',
        },
      },
      cookies: {
        title: 'Cookies, web beacons y almacenamiento del navegador',
        body: {
          p1: 'El portal no usa cookies de publicidad ni de analítica, web beacons ni otras tecnologías de rastreo de terceros, y los correos que te enviamos no contienen píxeles de seguimiento.',
          p2: 'Para funcionar, el portal guarda algunos datos en el almacenamiento de tu navegador, en tu propio dispositivo:',
          list1: {
            language: 'el idioma que elegiste;',
            session: 'tu sesión mientras la tengas iniciada, que se elimina al cerrarla;',
            reservation: 'una solicitud de reservación que empezaste y aún no envías;',
            notice: 'que ya viste un aviso, para no volver a mostrártelo;',
            returnTo: 'durante una visita, la página a la que vuelves después de iniciar sesión.',
          },
          p3: 'Puedes borrar estos datos en cualquier momento desde la configuración de tu navegador; tu sesión se cerrará y el portal usará el idioma de tu navegador. Los sitios externos a los que enlazamos, incluida la página del procesador de pagos, pueden usar sus propias cookies y tecnologías, que se rigen por sus propios avisos de privacidad.',
        },
      },
      security: {
        title: 'Cómo protegemos tus datos',
        body: {
          p1: 'Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos personales contra daño, pérdida, alteración, destrucción y uso, acceso o tratamiento no autorizados; entre ellas, conexiones cifradas, contraseñas guardadas solo como resúmenes criptográficos irreversibles, datos de tarjeta que nunca llegan a nuestros servidores y acceso a los datos personales limitado al personal que lo necesita.',
        },
      },
      minors: {
        title: 'Menores de edad',
        body: {
          p1: 'El portal está dirigido a personas adultas. Tratamos datos de menores de edad solo cuando un socio o visitante adulto nos los proporciona como acompañantes de viaje, y únicamente para gestionar esa reservación.',
        },
      },
      changes: {
        title: 'Cambios a este aviso',
        body: {
          p1: 'Podemos actualizar este aviso por cambios en la ley, en nuestros servicios o en nuestras prácticas. Publicaremos cada nueva versión en esta página con la fecha de su última modificación y, cuando el cambio sea relevante, también te lo informaremos por correo electrónico o con un aviso en el portal.',
        },
      },
      complaints: {
        title: 'Quejas',
        body: {
          p1: 'Si consideras que tu derecho a la protección de tus datos personales ha sido vulnerado, puedes presentar una queja ante la autoridad mexicana encargada de la protección de datos personales.',
        },
      },
    },
  },
};

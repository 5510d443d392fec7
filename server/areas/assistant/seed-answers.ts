import type { LocalizedText } from '../emergency-contacts/model';
import type { AssistantTopicId } from './model';

// The assistant's answers as first seeded: plain text, a blank line between paragraphs. Staff
// edit them afterwards as data. Written for a visitor under stress: safety first, then one step
// at a time, with the words they will hear in Cusco (denuncia, comisaría) kept in Spanish.
export const SEED_ANSWERS: Record<AssistantTopicId, LocalizedText> = {
  EMERGENCY: {
    es: `Si tú o alguien corre peligro ahora, llama de inmediato. Estos números son gratuitos y se marcan desde cualquier celular, también con chip extranjero: Policía 105, Ambulancia 106, Bomberos 116.

Di primero dónde estás (la calle, la plaza o algo que se vea cerca) y qué pasa. Si no hablas español, di «tourist» y pide ayuda en inglés; no cuelgues.

Si puedes, aléjate del peligro y busca un lugar con gente: una tienda, un hotel o un policía.`,
    en: `If you or someone else is in danger right now, call at once. These numbers are free and work from any mobile phone, foreign SIM cards included: Police 105, Ambulance 106, Fire brigade 116.

First say where you are (the street, the square or something you can see nearby) and what is happening. If you do not speak Spanish, say "tourist" and ask for help in English; stay on the line.

If you can, move away from the danger to a place with people: a shop, a hotel or a police officer.`,
    tr: `Siz ya da yanınızdaki biri şu anda tehlikedeyse hemen arayın. Bu numaralar ücretsizdir ve yabancı hatlar dahil her cep telefonundan aranabilir: Polis 105, Ambulans 106, İtfaiye 116.

Önce nerede olduğunuzu (sokak, meydan ya da yakında görünen bir yer) ve ne olduğunu söyleyin. İspanyolca bilmiyorsanız «tourist» deyin ve İngilizce yardım isteyin; telefonu kapatmayın.

Mümkünse tehlikeden uzaklaşın ve insanların olduğu bir yere gidin: bir dükkâna, bir otele ya da bir polis memurunun yanına.`,
  },
  THEFT: {
    es: `Lo primero es tu seguridad: no persigas ni enfrentes a quien te robó. Ve a un lugar seguro y, si estás herido o en peligro, llama al 105.

Denuncia el robo en la comisaría más cercana o en la Policía de Turismo. Es gratis. Lleva tu pasaporte o una copia si la tienes y pide una copia de la denuncia: la necesitarás para tu seguro, tu banco y tu consulado.

Bloquea tus tarjetas llamando a tu banco (el número está en su app o en su web). Si te robaron el celular, pide a tu operador que bloquee la línea y cambia las contraseñas de tu correo y tus redes.

Si te robaron el pasaporte, contacta con tu embajada o consulado para obtener un documento de viaje de emergencia.`,
    en: `Your safety comes first: do not chase or confront whoever robbed you. Go somewhere safe and, if you are hurt or in danger, call 105.

Report the theft at the nearest police station (comisaría) or to the Tourist Police; this is called a "denuncia" and it is free. Take your passport or a copy if you have one, and ask for a copy of the report: your insurer, your bank and your consulate will need it.

Block your cards by calling your bank (the number is in its app or on its website). If your phone was stolen, ask your carrier to block the line and change the passwords of your email and social media.

If your passport was stolen, contact your embassy or consulate for an emergency travel document.`,
    tr: `Önce kendi güvenliğiniz: sizi soyan kişinin peşinden koşmayın, onunla yüzleşmeyin. Güvenli bir yere geçin; yaralıysanız ya da tehlikedeyseniz 105'i arayın.

Hırsızlığı en yakın karakola (comisaría) ya da Turizm Polisine bildirin; buna «denuncia» denir ve ücretsizdir. Pasaportunuzu ya da varsa fotokopisini götürün ve tutanağın bir kopyasını isteyin: sigortanız, bankanız ve konsolosluğunuz için gerekecek.

Bankanızı arayarak kartlarınızı kapattırın (numara bankanızın uygulamasında ya da web sitesinde yazar). Telefonunuz çalındıysa operatörünüzden hattı kapatmasını isteyin, e-posta ve sosyal medya şifrelerinizi değiştirin.

Pasaportunuz çalındıysa acil seyahat belgesi için büyükelçiliğinize ya da konsolosluğunuza başvurun.`,
  },
  SCAM: {
    es: `Los engaños más comunes en Cusco:
• Tours muy baratos que venden en la calle o en la Plaza de Armas personas sin credencial.
• Entradas falsas a Machu Picchu: cómpralas solo en la web oficial del Ministerio de Cultura o con una agencia registrada.
• Taxis sin empresa ni identificación, sobre todo de noche: pide el taxi desde tu hospedaje o por una aplicación.
• Cambistas en la calle y billetes falsos: cambia dinero en bancos o casas de cambio y revisa los billetes (marca de agua, hilo de seguridad).
• Falsos policías que piden ver tu dinero o tus documentos: un policía de verdad no revisa tu dinero; pide su identificación y, si dudas, llama al 105.

Antes de pagar, verifica que la agencia o el guía estén registrados (elige «Verificar guía o agencia») y pide siempre un comprobante con RUC.

Si ya te estafaron, denúncialo en la Policía de Turismo y guarda todo: recibos, mensajes, fotos. También puedes reclamar en el Libro de Reclamaciones del negocio o ante INDECOPI.`,
    en: `The most common tricks in Cusco:
• Very cheap tours sold in the street or on the Plaza de Armas by people with no credential.
• Fake Machu Picchu tickets: buy them only on the Ministry of Culture's official website or through a registered agency.
• Taxis with no company or ID, especially at night: have your lodging call one or use an app.
• Street money changers and fake banknotes: change money at banks or exchange offices and check the notes (watermark, security thread).
• Fake police officers who ask to see your money or documents: real officers do not check your money; ask for their ID and, if in doubt, call 105.

Before you pay, check that the agency or guide is registered (choose "Verify a guide or agency") and always ask for a receipt with a RUC number.

If you have been scammed, report it to the Tourist Police and keep everything: receipts, messages, photos. You can also file a complaint in the business's complaints book (Libro de Reclamaciones) or with INDECOPI, the consumer protection agency.`,
    tr: `Cusco'da en sık görülen dolandırıcılıklar:
• Sokakta ya da Plaza de Armas'ta kimlik kartı olmayan kişilerin sattığı çok ucuz turlar.
• Sahte Machu Picchu biletleri: biletleri yalnızca Kültür Bakanlığı'nın resmi sitesinden ya da kayıtlı bir acenteden alın.
• Firması ve kimliği belli olmayan taksiler, özellikle geceleri: taksiyi konakladığınız yerden ya da bir uygulamadan çağırın.
• Sokaktaki döviz bozdurucular ve sahte banknotlar: parayı bankalarda ya da döviz bürolarında bozdurun ve banknotları kontrol edin (filigran, güvenlik şeridi).
• Paranızı ya da belgelerinizi görmek isteyen sahte polisler: gerçek polis paranızı kontrol etmez; kimliğini isteyin, şüphelenirseniz 105'i arayın.

Ödeme yapmadan önce acentenin ya da rehberin kayıtlı olduğunu doğrulayın («Rehber veya acenteyi doğrula» seçeneği) ve her zaman RUC numaralı bir fiş isteyin.

Dolandırıldıysanız Turizm Polisine bildirin ve her şeyi saklayın: fişler, mesajlar, fotoğraflar. İşletmenin şikâyet defterine (Libro de Reclamaciones) ya da tüketici kurumu INDECOPI'ye de şikâyette bulunabilirsiniz.`,
  },
  LOST_DOCUMENTS: {
    es: `Si perdiste tu pasaporte u otro documento, revisa primero los últimos lugares donde estuviste y pregunta en tu hospedaje, en el restaurante o en la empresa de transporte.

Si no aparece, haz una denuncia por pérdida en la comisaría más cercana o en la Policía de Turismo. Es gratis; pide una copia.

Con esa copia, una foto tamaño pasaporte y, si la tienes, una copia del pasaporte, acude a tu embajada o consulado para pedir un pasaporte nuevo o un documento de viaje de emergencia. Casi todas las embajadas están en Lima; algunos países tienen consulado honorario en Cusco.

Antes de salir del Perú, pregunta en Migraciones si debes actualizar tu registro de entrada con el documento nuevo.`,
    en: `If you have lost your passport or another document, first check the last places you were and ask at your lodging, the restaurant or the transport company.

If it does not turn up, report the loss at the nearest police station (comisaría) or to the Tourist Police: a "denuncia por pérdida". It is free; ask for a copy.

With that copy, a passport photo and, if you have one, a copy of your passport, go to your embassy or consulate for a new passport or an emergency travel document. Almost all embassies are in Lima; some countries have an honorary consulate in Cusco.

Before leaving Peru, ask the immigration office (Migraciones) whether your entry record must be updated with the new document.`,
    tr: `Pasaportunuzu ya da başka bir belgenizi kaybettiyseniz önce son bulunduğunuz yerlere bakın; konakladığınız yere, restorana ya da ulaşım firmasına sorun.

Bulunamazsa en yakın karakolda (comisaría) ya da Turizm Polisinde kayıp bildirimi yapın: «denuncia por pérdida». Ücretsizdir; bir kopyasını isteyin.

Bu kopya, bir vesikalık fotoğraf ve varsa pasaport fotokopinizle yeni pasaport ya da acil seyahat belgesi için büyükelçiliğinize veya konsolosluğunuza başvurun. Büyükelçiliklerin neredeyse tamamı Lima'dadır; bazı ülkelerin Cusco'da fahri konsolosluğu vardır.

Peru'dan ayrılmadan önce giriş kaydınızın yeni belgeyle güncellenmesi gerekip gerekmediğini göç idaresine (Migraciones) sorun.`,
  },
  HEALTH: {
    es: `Cusco está a unos 3400 metros de altura y el soroche (mal de altura) es frecuente los primeros días: dolor de cabeza, cansancio, náuseas, mareo o dificultad para dormir.

Lo que ayuda: descansa el primer día, camina despacio, bebe agua, come ligero y evita el alcohol y el tabaco. El mate de coca es tradicional y alivia a muchas personas. Si un médico te recetó algo para la altura, tómalo como te indicó.

Busca atención médica enseguida si el dolor de cabeza es muy fuerte y no cede, si te falta el aire estando en reposo, si tienes tos con flema espumosa o rosada, confusión, mucho sueño o te cuesta caminar en línea recta. Son señales de un cuadro grave: llama al 106 y, si es posible, baja a menor altura.

El Hospital Regional del Cusco atiende emergencias las 24 horas; también hay clínicas privadas. Lleva tu pasaporte y los datos de tu seguro de viaje.`,
    en: `Cusco is about 3,400 metres above sea level, and altitude sickness (soroche) is common in the first days: headache, tiredness, nausea, dizziness or trouble sleeping.

What helps: rest on the first day, walk slowly, drink water, eat light meals and avoid alcohol and tobacco. Coca tea (mate de coca) is traditional and helps many people. If a doctor prescribed something for the altitude, take it as told.

Get medical help at once if the headache is very strong and does not ease, if you are short of breath while resting, if you cough up frothy or pink phlegm, or feel confused, very drowsy or cannot walk in a straight line. These are signs of a serious condition: call 106 and, if possible, go down to a lower altitude.

Cusco's Regional Hospital treats emergencies 24 hours a day; there are private clinics too. Take your passport and your travel insurance details.`,
    tr: `Cusco deniz seviyesinden yaklaşık 3400 metre yüksekte ve ilk günlerde irtifa hastalığı (soroche) sık görülür: baş ağrısı, yorgunluk, bulantı, baş dönmesi ya da uyku sorunu.

İyi gelenler: ilk gün dinlenin, yavaş yürüyün, bol su için, hafif yemekler yiyin, alkol ve sigaradan uzak durun. Koka çayı (mate de coca) geleneksel bir içecektir ve birçok kişiye iyi gelir. Doktorunuz irtifa için ilaç yazdıysa söylendiği gibi kullanın.

Baş ağrısı çok şiddetliyse ve geçmiyorsa, dinlenirken nefesiniz daralıyorsa, köpüklü ya da pembe balgamlı öksürüğünüz varsa, zihniniz bulanıksa, aşırı uykunuz varsa ya da düz bir çizgide yürüyemiyorsanız hemen tıbbi yardım alın. Bunlar ciddi bir durumun işaretleridir: 106'yı arayın ve mümkünse daha alçak bir yere inin.

Cusco Bölge Hastanesi'nin acil servisi 24 saat açıktır; özel klinikler de vardır. Pasaportunuzu ve seyahat sigortanızın bilgilerini yanınıza alın.`,
  },
  VERIFY: {
    es: `Puedo comprobar si un guía, una agencia de viajes o un hospedaje está registrado en la DIRCETUR y si su registro está vigente.

Escribe su nombre, su RUC (11 dígitos) o el número de carné del guía, por ejemplo GOT-2024-0001. Los guías registrados llevan su carné a la vista: pídeselo.`,
    en: `I can check whether a guide, a travel agency or a lodging is registered with DIRCETUR, the regional tourism office, and whether the registration is current.

Type the name, the RUC tax number (11 digits) or the guide's licence number, for example GOT-2024-0001. Registered guides wear their licence card where you can see it: ask for it.`,
    tr: `Bir rehberin, seyahat acentesinin ya da konaklama yerinin bölge turizm müdürlüğüne (DIRCETUR) kayıtlı olup olmadığını ve kaydının geçerli olup olmadığını kontrol edebilirim.

Adını, RUC vergi numarasını (11 hane) ya da rehberin kart numarasını yazın, örneğin GOT-2024-0001. Kayıtlı rehberler kartlarını görünür şekilde taşır: göstermesini isteyin.`,
  },
  NEAREST_POLICE: {
    es: `La Policía de Turismo atiende a los visitantes en Cusco y en los principales destinos turísticos de la región. Aquí tienes las oficinas más cercanas según tu ubicación o el distrito que elijas.

Si es una emergencia, no esperes: llama al 105.`,
    en: `The Tourist Police help visitors in Cusco and at the region's main tourist sites. Here are the nearest offices, by your location or the district you choose.

If it is an emergency, do not wait: call 105.`,
    tr: `Turizm Polisi, Cusco'da ve bölgenin başlıca turistik yerlerinde ziyaretçilere yardımcı olur. Konumunuza ya da seçtiğiniz ilçeye göre en yakın bürolar aşağıda.

Acil bir durumsa beklemeyin: 105'i arayın.`,
  },
  FALLBACK: {
    es: `Perdona, no estoy seguro de haberte entendido. Elige uno de los temas de abajo o escribe tu pregunta con otras palabras, por ejemplo «me robaron» o «perdí mi pasaporte».

Si estás en peligro, llama ahora al 105.`,
    en: `Sorry, I am not sure I understood. Choose one of the topics below or write your question in other words, for example "I was robbed" or "I lost my passport".

If you are in danger, call 105 now.`,
    tr: `Üzgünüm, sizi anladığımdan emin değilim. Aşağıdaki konulardan birini seçin ya da sorunuzu başka kelimelerle yazın, örneğin «soyuldum» ya da «pasaportumu kaybettim».

Tehlikedeyseniz hemen 105'i arayın.`,
  },
};

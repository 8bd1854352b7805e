-- Tutor demo seed, part 3 of 5 (after 02_conversations.sql): the conversations' messages.

-- -----------------------------------------------------------------------------
-- 3. Messages. One row per conversation: the messages in order, alternating user (odd position) /
--    assistant (even position), and eureka = the position of the ASSISTANT reply that answers the
--    student's comprehension message (as the tutor does it, docs/tutor.md: the assistant reply is
--    stored with response_time_ms and the has_eureka flag computed from the student's message).
--    Timing: the student writes every ~2.5 minutes, the tutor answers after response_time_ms.
-- -----------------------------------------------------------------------------
insert into public.messages (id, conversation_id, role, content, metadata, created_at)
select
  md5('tutor-seed-message-' || t.key || '-' || t.seq)::uuid,
  t.conversation_id,
  t.role,
  t.content,
  case
    when t.role = 'user' then '{}'::jsonb
    when t.seq = t.eureka then jsonb_build_object('response_time_ms', t.rt_ms, 'has_eureka', true)
    else jsonb_build_object('response_time_ms', t.rt_ms)
  end,
  -- conversations of today are compressed so that nothing lands in the future
  t.conv_created_at + make_interval(secs => t.off_s * least(
    1.0,
    extract(epoch from (now() - t.conv_created_at)) / (max(t.off_s) over (partition by t.key) + 30)
  ))
from (
  select
    m.key,
    m.eureka,
    x.seq::int as seq,
    x.content,
    c.id as conversation_id,
    c.created_at as conv_created_at,
    case when x.seq % 2 = 1 then 'user' else 'assistant' end as role,
    r.rt_ms,
    -- student message of pair p at p*150 s (+ jitter); the reply rt_ms later
    ((x.seq::int - 1) / 2) * 150 + (((x.seq::int - 1) / 2) * 37) % 60
      + case when x.seq % 2 = 0 then r.rt_ms / 1000.0 else 0 end
      as off_s
  from (values
('c01', 6, array[
'No sé cómo resolver 3x + 5 = 20, ¿me ayudas?',
'¡Claro! Vamos paso a paso. Una ecuación es como una **balanza**: lo que hagas de un lado lo haces del otro.

¿Qué operación podrías hacer en ambos lados para que el $+5$ desaparezca del lado izquierdo?',
'¿Restar 5?',
'¡Exacto! Si restas 5 en ambos lados, ¿cómo queda la ecuación? Escríbela completa.',
'Queda 3x = 15. Ahora divido entre 3 y x = 5. ¡Ah, ya entendí! Es deshacer lo que le hicieron a la x',
'¡Excelente! 🎉 Lo explicaste muy bien: se deshacen las operaciones en orden inverso.

¿Cómo podrías **comprobar** tu resultado sin volver a resolver la ecuación?',
'Sustituyo x = 5: 3(5) + 5 = 20. Sí da.',
'¡Perfecto! Comprobar es un gran hábito. Para practicar: ¿qué harías primero en $2x - 7 = 11$?'
]),
('c02', 6, array[
'¿Por qué si empujo una caja más pesada se mueve menos?',
'Buena observación. Piensa en la relación $F = m \cdot a$. Si la fuerza con la que empujas es la misma, ¿qué le pasa a la aceleración cuando la masa aumenta?',
'¿Disminuye?',
'Vas bien. ¿Podrías decir **por qué** disminuye usando la fórmula? Intenta despejar $a$.',
'a = F/m, entonces si m es más grande, a es más chica. Ahora entiendo, la masa "se resiste" más',
'¡Eso es! 🎉 A esa resistencia al cambio de movimiento se le llama **inercia**. ¿Se te ocurre un ejemplo de tu vida diaria donde la notes?'
]),
('c03', null, array[
'Hola, estoy probando el tutor. ¿Qué puedes hacer?',
'¡Hola! Soy tu tutor. No te doy las respuestas directamente: te guío con preguntas y pistas para que llegues tú a la solución. ¿Sobre qué materia te gustaría practicar hoy?'
]),
('c04', 8, array[
'¿Por qué 1/2 es igual a 2/4?',
'¡Qué buena pregunta! Imagina una pizza 🍕 cortada en 2 partes iguales y tomas 1. Ahora imagina otra pizza igual cortada en 4 partes. ¿Cuántas partes tendrías que tomar para comer lo mismo?',
'¿2 partes?',
'¡Muy bien! ¿Y qué le pasó al número de arriba y al de abajo cuando pasamos de $\frac{1}{2}$ a $\frac{2}{4}$?',
'Los dos se hicieron el doble',
'Exacto. Multiplicaste el numerador y el denominador por el mismo número. ¿Qué crees que pase si los multiplicas a los dos por 3?',
'Sería 3/6. ¡Ya entendí! Si multiplico arriba y abajo por lo mismo es la misma fracción',
'¡Genial, lo descubriste tú! 🎉 Esas se llaman **fracciones equivalentes**. ¿Puedes encontrar otra fracción equivalente a $\frac{1}{2}$ con denominador 10?',
'5/10',
'¡Perfecto! Ahora un reto: ¿$\frac{3}{4}$ y $\frac{6}{8}$ son equivalentes? ¿Cómo lo comprobarías?'
]),
('c05', 8, array[
'Tengo que derivar f(x) = x^2 sin(x) y no sé por dónde empezar',
'Observa la función: es el **producto** de dos funciones. ¿Cuáles son?',
'x^2 y sin(x)',
'Correcto. ¿Recuerdas qué regla se usa para derivar un producto $u \cdot v$? Pista: no es simplemente $u'' \cdot v''$.',
'¿Es u''v + uv''?',
'¡Sí! Ahora identifica $u$, $v$ y calcula $u''$ y $v''$ por separado. ¿Qué obtienes?',
'u'' = 2x y v'' = cos(x). Entonces queda 2x sin(x) + x^2 cos(x). Tiene sentido, cada factor se deriva una vez',
'¡Exacto! 🎉 Esa es la idea de la regla del producto: cada factor "toma su turno" para derivarse. ¿Te animas a intentar con $x^3 e^x$?'
]),
('c06', null, array[
'¿Qué necesita una planta para hacer la fotosíntesis?',
'Piensa en qué le das a una planta para que crezca y qué toma del aire. ¿Qué tres cosas se te ocurren?',
'Agua, luz del sol y... ¿aire?',
'¡Vas muy bien! Del aire toma un gas en particular. Pista: es el mismo gas que nosotros exhalamos. ¿Cuál será?'
]),
('c07', 6, array[
'No me sale balancear H2 + O2 -> H2O',
'Empecemos contando átomos. ¿Cuántos átomos de oxígeno hay del lado izquierdo y cuántos del derecho?',
'Izquierda 2 y derecha 1',
'Bien. Solo puedes cambiar los **coeficientes** (los números de enfrente), nunca los subíndices. ¿Qué coeficiente pondrías al $H_2O$ para igualar los oxígenos?',
'Un 2. Entonces quedan 4 hidrógenos a la derecha y pongo 2H2 a la izquierda. ¡Me quedó claro!',
'¡Muy bien! 🎉 Quedó $2H_2 + O_2 \rightarrow 2H_2O$. Verifica: ¿cuántos átomos de cada elemento hay ahora en cada lado?',
'4 H y 2 O en los dos lados',
'¡Perfecto! Para practicar, intenta balancear la combustión del metano: $CH_4 + O_2 \rightarrow CO_2 + H_2O$. ¿Por qué elemento empezarías?'
]),
('c08', 10, array[
'No entiendo la recursión en Python, ¿me ayudas con el factorial?',
'¡Claro! Una función recursiva se llama a sí misma con un problema más pequeño. Primero piensa: ¿cómo se relaciona $5!$ con $4!$?',
'5! = 5 * 4!',
'¡Exacto! Eso es el **caso recursivo**. Pero si la función siempre se llama a sí misma, ¿qué pasaría? ¿Cuándo debería detenerse?',
'Cuando llegue a 1 o a 0',
'Muy bien, ese es el **caso base**. Intenta escribir la función con esas dos partes:

```python
def factorial(n):
    # caso base: ¿qué condición?
    # caso recursivo: ¿qué regresas?
```',
'def factorial(n):
    if n == 0:
        return 1
    return n * factorial(n - 1)',
'¡Se ve muy bien! Ahora haz una traza a mano: ¿qué llamadas ocurren cuando ejecutas `factorial(3)`? Escríbelas en orden.',
'factorial(3) llama a factorial(2), que llama a factorial(1), que llama a factorial(0) que regresa 1... y luego se van multiplicando de regreso. ¡Ahora entiendo!',
'¡Eureka! 🎉 Justo eso: las llamadas se **apilan** y luego se resuelven de regreso. ¿Qué crees que pasaría si llamas `factorial(-1)` con tu código?',
'Se quedaría llamándose para siempre',
'Casi: en Python terminaría con un `RecursionError`. ¿Cómo modificarías el caso base para protegerte de números negativos?'
]),
('c09', null, array[
'¿Cuál es el río más largo de México?',
'Te doy una pista: nace en Estados Unidos y en una parte de su recorrido marca la frontera entre los dos países. ¿Sabes cómo se llama en México?',
'¿El río Bravo?',
'¡Muy bien pensado! Ahora investiga: ¿con qué otro nombre lo conocen en Estados Unidos? ¿Y en qué golfo desemboca?'
]),
('c10', 6, array[
'Tengo que explicar las causas de la Revolución Mexicana y no sé cómo organizarlas',
'Una buena forma es separarlas en tipos. ¿Qué causas se te ocurren que sean **políticas**, cuáles **sociales** y cuáles **económicas**?',
'Políticas: Porfirio Díaz llevaba mucho tiempo en el poder. Sociales: los campesinos no tenían tierras',
'¡Muy bien! Y en lo económico, ¿quién se beneficiaba del crecimiento durante el Porfiriato? Piensa en las haciendas y en la inversión extranjera.',
'Los hacendados y los inversionistas extranjeros, mientras los obreros tenían malas condiciones, como en Cananea y Río Blanco. Ya entendí, todo se juntó',
'¡Exacto! 🎉 Las causas se reforzaban entre sí. ¿Qué documento de 1910 crees que fue el "detonante" que convirtió ese descontento en un levantamiento armado?'
]),
('c11', 4, array[
'¿Cuándo uso el present perfect en inglés?',
'Compara estas dos frases: *I lived in Monterrey* y *I have lived in Monterrey for five years*. ¿Qué diferencia notas en el tiempo de cada una?',
'La primera ya terminó y la segunda sigue pasando. Ah, ya entendí, el present perfect conecta el pasado con el presente',
'¡Muy bien! 🎉 Esa es la idea central. ¿Qué palabras como *for*, *since* o *already* crees que suelen acompañarlo? Intenta escribir una oración con *since*.',
'I have studied English since 2020',
'¡Correcta! ¿Y cómo la convertirías en pregunta? Pista: el auxiliar *have* cambia de lugar.'
]),
('c12', 6, array[
'¿Cómo calculo la hipotenusa si los catetos miden 6 y 8?',
'El teorema de Pitágoras relaciona los tres lados: $a^2 + b^2 = c^2$. ¿Cuál de esas letras es la hipotenusa?',
'La c',
'Correcto. Sustituye los catetos en la fórmula. ¿Cuánto vale $6^2 + 8^2$?',
'36 + 64 = 100, entonces c^2 = 100 y c = 10. ¡Eureka!',
'¡Excelente! 🎉 ¿Notas algo curioso en los números 6, 8 y 10? Compáralos con el triángulo 3, 4, 5.',
'Son el doble',
'¡Así es! Se llaman **ternas pitagóricas**. ¿Se te ocurre otra multiplicando 3, 4, 5 por otro número?'
]),
('c13', null, array[
'¿Por qué sube el precio del aguacate en algunas temporadas?',
'Piensa en la oferta y la demanda. Si en una temporada se cosechan menos aguacates pero la gente quiere comprar los mismos, ¿qué crees que pase con el precio?',
'Sube, porque hay menos',
'Vas bien. ¿Y qué pasaría con el precio si, además, aumenta la demanda, por ejemplo por exportaciones? ¿Cómo lo dibujarías en una gráfica de oferta y demanda?'
]),
('c14', null, array[
'No entiendo el imperativo categórico de Kant',
'Empecemos por la palabra "categórico": significa que no depende de condiciones. Compara: "si quieres aprobar, estudia" y "no mientas". ¿Cuál de las dos depende de un "si"?',
'La primera',
'Exacto, esa es un imperativo **hipotético**. Kant propone actuar de forma que tu regla pudiera ser una **ley universal**. ¿Qué pasaría si todos mintieran cuando les conviene?',
'Nadie le creería a nadie',
'¡Muy bien razonado! Entonces, ¿la regla "mentir cuando me conviene" se puede universalizar sin contradecirse? ¿Por qué?'
]),
('c15', 8, array[
'¿Por qué la búsqueda binaria es O(log n)?',
'Piensa en qué pasa con el tamaño del problema en cada paso. Si tienes 16 elementos ordenados y comparas con el del medio, ¿cuántos te quedan por revisar?',
'8',
'¿Y después de otro paso? ¿Y otro? Escribe la secuencia hasta que quede 1 elemento.',
'16, 8, 4, 2, 1. Son 4 pasos',
'¡Bien! ¿Qué relación hay entre 16 y 4? Pista: piensa en potencias de 2.',
'2^4 = 16, entonces los pasos son log2(16). Gracias, ahora entiendo por qué es logarítmico',
'¡Exacto! 🎉 Cada paso divide el problema a la mitad, así que los pasos crecen como $\log_2 n$. ¿Qué condición debe cumplir el arreglo para poder usar búsqueda binaria?'
]),
('c16', 4, array[
'¿Qué es una metáfora? En el poema dice "tus ojos son luceros"',
'Fíjate en la frase: ¿los ojos son **literalmente** luceros? ¿Qué cualidad de los luceros crees que el poeta quiere darle a los ojos?',
'Que brillan mucho. Tiene sentido, compara sin usar "como"',
'¡Exacto! 🎉 Esa es la diferencia con el **símil**, que sí usa "como". ¿Puedes encontrar otra metáfora en el mismo poema?'
]),
('c17', null, array[
'¿Cómo integro x e^x?',
'Es un producto de dos funciones, así que la **integración por partes** puede ayudar: $\int u\,dv = uv - \int v\,du$. ¿Cuál elegirías como $u$ y por qué?',
'¿u = e^x?',
'Piénsalo así: conviene que $u$ se haga más sencilla al derivarla. ¿Qué pasa con $e^x$ al derivar? ¿Y con $x$?',
'e^x se queda igual y x se vuelve 1',
'Entonces, ¿cuál te conviene elegir como $u$? Haz la sustitución y dime qué integral te queda por resolver.'
]),
('c18', 6, array[
'Un auto va a 60 km/h constante, ¿cuánto recorre en 2.5 horas?',
'En el movimiento rectilíneo uniforme la velocidad no cambia. ¿Qué relación hay entre distancia, velocidad y tiempo?',
'd = v * t',
'¡Correcto! Antes de sustituir, revisa las unidades: ¿son compatibles km/h y horas?',
'Sí, las horas se cancelan y quedan km. Entonces son 150 km. ¡Ah, claro!',
'¡Muy bien! 🎉 Revisar las unidades te ayuda a no equivocarte. ¿Y si el tiempo estuviera en minutos, por ejemplo 90 minutos, qué harías primero?',
'Convertir a horas: 1.5 h',
'¡Perfecto! Ahora intenta el problema al revés: si recorrió 200 km a 80 km/h, ¿cómo despejarías el tiempo?'
]),
('c19', null, array[
'Tengo tres exámenes la misma semana y no sé cómo organizarme',
'Entiendo, ¡es mucho! Hagamos un plan juntos. Primero: ¿qué exámenes son, en qué días, y cuál sientes que te cuesta más?',
'Cálculo el lunes, química el miércoles y programación el viernes. Cálculo es el más difícil',
'Buen inicio. Si cálculo es el primero y el más difícil, ¿cuántos días antes empezarías a estudiarlo? ¿Cómo repartirías el tiempo de los otros dos? Intenta hacer una tabla por día.'
]),
('c20', 6, array[
'No me aprendo la tabla del 7',
'¡Vamos a descubrir trucos! Si ya sabes que $7 \times 5 = 35$, ¿cómo podrías calcular $7 \times 6$ sin memorizarlo?',
'¿Sumándole 7 a 35?',
'¡Exacto! Cada vez que multiplicas por un número más, sumas otro 7. ¿Cuánto es entonces $7 \times 6$ y $7 \times 7$?',
'42 y 49. ¡Ya entendí! Solo voy sumando 7',
'¡Genial! 🎉 Descubriste que multiplicar es sumar varias veces. ¿Cuánto sería $7 \times 8$ usando tu truco?'
]),
('c21', null, array[
'¿Qué dice la ley de Ohm?',
'Relaciona tres cosas de un circuito: voltaje, corriente y resistencia. Imagina agua en una manguera: ¿qué pasaría con el flujo de agua si aprietas la manguera (más resistencia)?'
]),
('c22', 4, array[
'¿Cómo hago la configuración electrónica del sodio?',
'Primero, ¿cuántos electrones tiene un átomo neutro de sodio? Pista: búscalo con su número atómico en la tabla periódica.',
'Tiene 11. Los voy acomodando 1s2 2s2 2p6 3s1. Perfecto, entendí: se llenan en orden de energía',
'¡Muy bien! 🎉 Y ese electrón solitario en $3s^1$ es clave. ¿Qué crees que le pase al sodio cuando reacciona: gana o pierde ese electrón?',
'Lo pierde',
'¡Correcto! ¿Y qué carga queda entonces en el ion de sodio? ¿Por qué crees que es tan reactivo con el agua?'
]),
('c23', null, array[
'¿Por qué Plutón ya no es planeta?',
'¡Gran pregunta! Los astrónomos definieron tres condiciones para ser planeta: orbitar al Sol, ser casi redondo y "limpiar" su órbita de otros objetos. ¿Cuál crees que no cumple Plutón?',
'¿La de limpiar su órbita?',
'¡Muy bien pensado! Plutón comparte su zona con muchos objetos del cinturón de Kuiper. ¿Sabes cómo se le llama ahora a ese tipo de cuerpo?'
]),
('c24', null, array[
'Tengo que escribir un ensayo argumentativo sobre el uso del celular en clase',
'¡Interesante tema! Todo ensayo argumentativo parte de una **tesis**. ¿Cuál es tu postura: el celular ayuda o perjudica en clase? Escríbela en una sola oración.'
]),
('c25', 6, array[
'Una playera cuesta $250 y tiene 20% de descuento, ¿cómo saco el precio final?',
'Vamos por partes. ¿Qué significa 20%? Piensa en "20 de cada 100". ¿Cuánto descuentan por cada $100 del precio?',
'20 pesos',
'¡Bien! Entonces, ¿cuántos "cienes" tiene 250? ¿Cuánto descontarían en total?',
'2.5 veces 20 = 50 pesos, entonces queda en 200. ¡Ya entendí cómo funciona!',
'¡Excelente! 🎉 Otra forma: si te descuentan el 20%, pagas el 80%. ¿Cómo usarías $0.8$ para comprobar tu resultado?'
]),
('c26', null, array[
'¿Cómo resuelvo x + y = 10 y x - y = 2?',
'Tienes dos ecuaciones y dos incógnitas. Observa los términos con $y$: en una es $+y$ y en la otra $-y$. ¿Qué pasaría si **sumas** las dos ecuaciones?',
'Se van las y y queda 2x = 12',
'¡Muy bien! Ese es el método de **eliminación**. ¿Qué valor tiene $x$ entonces, y cómo usarías una de las ecuaciones originales para encontrar $y$?'
]),
('c27', null, array[
'¿Cómo sumo dos vectores que no van en la misma dirección?',
'Una forma es separarlos en componentes. Si un vector mide 5 y forma 37° con el eje x, ¿qué función trigonométrica usarías para su componente horizontal?',
'¿El coseno?',
'¡Correcto! Y para la componente vertical, ¿cuál usarías? Después piensa: ¿cómo se combinan las componentes de los dos vectores?'
]),
('c28', null, array[
'¿Por qué el banco central sube las tasas cuando hay inflación?',
'Piensa en qué pasa con los préstamos cuando las tasas suben. Si pedir un crédito es más caro, ¿la gente y las empresas gastan más o menos?',
'Gastan menos',
'Bien. Y si hay menos gasto en la economía, ¿qué le pasa a la demanda de bienes? ¿Cómo afecta eso a los precios?',
'Baja la demanda y los precios suben menos',
'¡Muy bien razonado! Ahora piensa en el costo: ¿qué efecto negativo podría tener subir demasiado las tasas sobre el empleo?'
])
  ) as m(key, eureka, msgs)
  cross join lateral unnest(m.msgs) with ordinality as x(content, seq)
  -- deterministic response time between 900 and 4699 ms
  cross join lateral (
    select 900 + ((substr(m.key, 2)::int * 733 + x.seq::int * 389) % 3800) as rt_ms
  ) as r
  join public.conversations as c on c.id = md5('tutor-seed-conversation-' || m.key)::uuid
) as t;

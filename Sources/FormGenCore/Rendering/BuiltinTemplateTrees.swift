// swift-format-ignore-file
// Written by Scripts/regenerate from Templates/, parsed by formgen's parser; do not edit.

/// The templates compiled into formgen, parsed, so that the binary runs on its own wherever it is copied.
package enum BuiltinTemplates {
    /// `sources` parsed, as `TemplateSet(sources: sources)` parses them: read once, and kept to the end of
    /// the process, which then frees nothing of them.
    package static let trees: [String: [TemplateNode]] = TemplateTree.decode(structure, strings: strings)

    /// The trees' structure, as `TemplateTree` describes it.
    private static let structure: StaticString = """
#&
L$P#%%4#%%4(
T&
OP$$&5'&;$&&@(&5
T)
OP$$&M'&S$$&X*&M
T+#
L,P#-(5#-(5(
T.
OP#,)4$&)=/)4
T)
OP#,)J$$)S0)J
T+#
C$vP#1+*#1+*(
T.
OP#1,4$&,C2,4
T)
OP#1,P$$,^&3,P
T+#4$
C%=P$5%*6%.#7%*S8#9%6%3*
T:
OP#;&H$$&O<&H
T=
OP$5&^4>&^8$#&^@?&^4
T@
C$!vP#A&_0#A&_0'
TB
OP#;&_N$$&_U<&_N
TC
OP$5&`-D&`1$&&`>E&`-#
TF=P$5',6'0#7',SG#H'8'56
TI
OP#;(U$$(^#<(U
T=
OP$5(^A>(^E$#(^M?(^A
TJ
OP#;(_7$$(_><(_7
T=
OP$5(`#K(`'$#(`2L(`#
TM
OP#;(`Q$$(`X<(`Q
T=
OP$5(a=N(aA$#(aHO(a=
TP
OP#;(b:$$(bA<(b:
TQ
OP#;(c2$$(c9<(c2
TC
OP$5(cJD(cN$&(c[E(cJ
TF$
L'P$5*1%*5#R*14
TS
OP#;+T$$+[<+T
T=
OP$5+^@T+^D$#+^IU+^@
TV
OP#;+_1$$+_8<+_1
T=
OP$5+_VW+_Z$#+`*X+_V
TY
OP#'+`D$$+`IZ+`D
T[
C$!vP#A+a7#A+a7&
T^#
OP#'+aW$&+b#^$+aW
T^%#
T^&
OP#;+bK$$+bR<+bK
TC
OP$5+c*^'+c.$&+cC^(+c*
TF#^)8
T^*
C$=P$$%26%8#^+%2S^,#^-%@%=$
T^.$
T^/
T^0
OP$$%_->%_3$#%_;^1%_-
T^2
C$!vP$$%_T^3%_Z#^4%_T$
T^5#
T^6
OP$$%`U'%`[$&%a'(%`U
C$vP$$%a4^7%a:#^8%a4&
T^9
OP%$%b:^:%b@^;%bF#^<%b:
T^2#
C$vP$$%c+^=%c1#^>%c+&
T^?
OP$$%d%^=%d+$#%d9^@%d%
T^2#
C%vP$$%dY^A%e&#^B%dY(
T^C
OP$^D%f5^E%f=$#%fL^F%f5
T^G
OP$^D%g?^H%gG$#%gV^I%g?
T^J=P$$%h56%h;#^+%h5S^K#^L%hC%h@$
T^M#
C$vP$$%i:^N%i@#^O%i:&
T^P
OP$^D%j9^Q%jA$#%jM^R%j9
T^2#
T^S
C$vP#A%k=#A%k=$
T^T&
T^U
OP$$%lM'%lS$&%lX(%lM
T^2
L^VP$$%mF^W%mL#^X%mF'
T^Y
OP$^V%n%^Z%n/$%%n:^[%n%
T_#
C$vP$^V%nR,%o##_$%nR*
T_%
OP$^V%o7_&%oA$#%oO_'%o7
T_(
OP$^V%pO_)%pY$#%q5_*%pO
T_+
OP$^V%qQ,%q[$$%r+_,%qQ
T^2&
T_-
OP$^V%rM_&%rW$#%s,_'%rM
T^2#
TF
C$vP$$&*^:&0#_.&*(
T_/
C$!vP#A'S#A'S(
T_0
OP$$'^.''^4$&'^9('^.
T_1
OP$$'^K''^Q$$'^V*'^K
T^Y#
T_2
OP$$'_A>'_G$#'_O^1'_A
T_3#
C$vP$$)*_4)0#_5)*(
T_6
C$vP$$+*_7+0#_8+*&
T_9
OP$$,>_7,D$&,O_:,>
TF#
C$vP$$.*_;.0#_<.*&
T_=
OP$$/A_;/G$&/U_>/A
TF#
C$vP$$1*_?10#_@1*&
T_A
OP$$2M_?2S$&2^/_B2M
TF#
T_C#
C$vP$$6*_D60#_E6*$
T_F#
C$vP$$9*_G90#_H9*&
T_I
OP$$:=_G:C$&:Q_J:=
TF#
C$vP$$<*_K<0#_L<*(
T_M
C$!vP#A=S#A=S&
T_N
OP$$=^1'=^7$&=^<(=^1
T^2#
T_O
C$vP#1=_;#1=_;$
C$vP#_P=_P#_P=_P$
T_Q$
OP#1=`G$$=`V3=`G$
T_R
T_S#_TQ
T_U
C$vP#_V**#_V**&
T_W
OP#;+/$$+6<+/
T_X&
T_W
OP#;./$$.6<./
T_Y
C$=P#_Z0*#_Z0*S_[#`#0401$
T`$#
T`%
OP#;0[$$0^)<0[
T`&
C$!vP#A1.#A1.&
C$vP#_V2*#_V2*&
T`'
OP#`(48$$4D`)48
T`*(
T`+
C$=P#_Z7.#_Z7.S_[#`#7875$
T`$#
T`,
OP#`(7^$$$7^0`)7^$
T`*
L$P#%94#%94&
T`-
OP$$:4'::$$:?*:4
T+#
T`.#
C$!vP#_V>.#_V>.(
C$!vP#A?.#A?.,
T`/
C$=P#_ZB.#_ZB.S_[#`#B8B5$
T`$#
T`0
OP#`(B^7$$B^C`)B^7
T`1
L$P#%B_,#%B_,&
TC
OP$$B_9'B_?$&B_D(B_9
C$!vP$`2B_U`3B`$#`4B_U$
T^Y##
T`5
L5P#`6C2#`6C20
T`7
OP$5EP`8ET#`9EP
T`:
C$=P$5E^36E^7#7E^3S`;#`<E^?E^<$
T`=#
T`>
C$=P#_ZF.#_ZF.S_[#`#F8F5$
T`$#
T`?
OP$5F^*DF^.$$F^;`@F^*
T`A
OP#`(F^N$$F^Z`)F^N
T`1
L'P$5F_@%F_D#RF_@&
TC
OP#'F_Q$&F_V^$F_Q
C$!vP$`2F`.`3F`6#`4F`.$
T^Y##
T`5#
C$vP#`BH*#`BH**
T`C
C$=P#_ZK.#_ZK.S_[#`#K8K5$
T`$#
T`D
OP#`(K^C$$K^O`)K^C
T`1
L'P#`BK_5#`BK_5&
TC
OP#'K_R$&K_W^$K_R
C$!vP$`2K`/`3K`7#`4K`/$
T^Y##
T`5##
L5P#`6N2#`6N2$
C$=P$5O*6O.#7O*S`;#`<O6O3-
C$!vP#AP.#AP.$
T+#
T`E
OP$5SB`8SF#`9SB
T`F
C$=P#_ZT.#_ZT.S_[#`#T8T5$
T`$#
T`?
OP$5T^*^'T^.$$T^C`GT^*
T`H
OP$5T_5`IT_9$&T_J`JT_5
T+##
C$|!vP#AW.#AW.vP#`KW;#`KW;$
T+#
C$vP#_PZ*#_PZ*%
C$vP#A[*#A[*'
T`L
C$=P#_Z^$.#_Z^$.S_[#`#^$8^$5$
T`$#
T`M
L$P#%^*4#%^*4$
I`N^+'#.
T`O
C$=P#_Z^/.#_Z^/.S_[#`#^/8^/5$
T`$#
T`P
OP#`(^/^C$$^/^O`)^/^C
T`Q
OP#`(^/_5$$^/_A`)^/_5
T`R
OP#`(^4L$$^4X`)^4L
T`S
L$P#%^64#%^64$
C$vP$$^7*^:^70#_.^7*$
I`N^8'&
T`T
OP$$^:5'^:;$&^:@(^:5
T`U#
T`V
T+#
C$vP#A^B*#A^B*(
T`W
C$=P#_Z^D.#_Z^D.S_[#`#^D8^D5$
T`$#
T`X
L$P#%^D_(#%^D_(%
TC
OP$$^D_5`Y^D_;$&^D_J`Z^D_5#
T+,
T`[
C$=P#_Z^G.#_Z^G.S_[#`#^G8^G5$
T`$#
Ta#
OP#`(^G^D$$^G^P`)^G^D
Ta$
OP#`(^G_@$$^G_L`)^G_@
Ta%
L$P#%^I4#%^I4)
T`T
OP$$^J5'^J;$&^J@(^J5
Ta&
OP$$^JM`Y^JS$&^J^)`Z^JM
C$vP$$^J^6a'^J^<#a(^J^6&
Ta)
OP$$^J^Oa'^J^U$&^J_*a*^J^O
T^2#
T+#
T`V#
Ta+
L$P#%^R4#%^R4&
Ta,
OP$$^S@'^SF$$^SK*^S@
Ta-#
C$vP#_P^U*#_P^U*&
Ta.
C$vP#A^V^(#A^V^($
Ta/$
OP#`(^V^E$$^V^Q`)^V^E
Ta0#
L,P#-^Z5#-^Z5&
Ta1
OP#,^[7$$^[@0^[7
Ta2#
C$vP#1_$*#1_$*&
Ta1
OP#1_%7$$_%F3_%7
Ta2#
C%vP#_V_'*#_V_'*/
Ta3
OP#`(_(M$$_(Y`)_(M
Ta4
C$vP#-_*P#-_*P$
Ta5#
T`>
C$=P#_Z_+.#_Z_+.S_[#`#_+8_+5$
T`$#
Ta6
L$P#%_+^1#%_+^1&
OP$$_+^='_+^C$$_+^H*_+^=
Ta7
C$!vP$`2_+_7`3_+_?#`4_+_7$
T^Y##
L,P#-_+`7#-_+`7&
T^Y
OP#,_+`F$$_+`O0_+`F
Ta8#
Ta9
I#_,'
T`.vP#a:_.,#a:_.,J
Ta;
C$vP#A_0O#A_0O$
Ta/%
OP#`(_0^3$$_0^?`)_0^3
Ta<
Ta=
C$vP#A_1P#A_1P$
Ta/%
OP#`(_1^4$$_1^@`)_1^4
Ta<
Ta>
C$vP#A_2H#A_2H$
Ta/%
OP#`(_2^,$$_2^8`)_2^,
Ta<
Ta?
C$vP#_P_5*#_P_5*$
Ta@#
TaA
C$=P#_Z_8.#_Z_8.S_[#`#_88_85$
T`$#
Ta6
L$P#%_8^1#%_8^1%
OP$$_8^='_8^C$$_8^H*_8^=
TaB#
TaC
C$vP#A_8_O#A_8_O$
TaD%
OP#`(_8`;$$_8`G`)_8`;
TaE
C$vP#_P_8a3#_P_8a3$
TaF#
L,P#-_8bC#-_8bC&
T^Y
OP#,_8bR$$_8b[0_8bR
Ta8#
C$vP#1_8d)#1_8d)&
T^Y
OP#1_8d=$$_8dL3_8d=
Ta8#
Ta9
I#_9'
TaG
C$vP#_P_;*#_P_;*$
TaH#
TaI
C$vP#_P_AL#_P_AL$
TaJ#
T`>
C$=P#_Z_B.#_Z_B.S_[#`#_B8_B5$
T`$#
Ta6
L$P#%_B^1#%_B^1%
OP$$_B^='_B^C$$_B^H*_B^=
TaB#
TaK
C$vP#A_B_S#A_B_S$
Ta/%
OP#`(_B`7$$_B`C`)_B`7
Ta<
TaL
C$vP#_P_Ba2#_P_Ba2$
TaF#
L,P#-_BbB#-_BbB&
T^Y
OP#,_BbQ$$_BbZ0_BbQ
Ta8#
C$vP#1_Bd(#1_Bd(&
T^Y
OP#1_Bd<$$_BdK3_Bd<
Ta8#
TaM
L$P#%_CF#%_CF'
OP$$_CR'_CX$%_C^$aN_CR
T_#
OP$$_C^9'_C^?$$_C^D*_C^9
C$!vP$`2_C^[`3_C_*#`4_C^[$
T^Y##
C$vP#_P_C_P#_P_C_P$
TaO#
L,P#-_Ca(#-_Ca('
T^Y
OP#,_Ca7$%_Ca@aP_Ca7
T_#
OP#,_CaU$$_Cb%0_CaU#
C$vP#1_CbD#1_CbD'
T^Y
OP#1_CbX$%_Cc.aQ_CbX
T_#
OP#1_CcC$$_CcR3_CcC#
TaR7
TaS
C$vP#A_GL#A_GL$
Ta/%
OP#`(_G^0$$_G^<`)_G^0
Ta<
TaT
C$vP#aU_I*#aU_I*&
TaV
OP#aW_K1$&_K@aX_K1
TaY$
TaZ
C$vP#_P_O*#_P_O*&
Ta[
C$vP#A_QQ#A_QQ$
Tb#$
Tb$
Tb%#
TaA
C$=P#_Z_S.#_Z_S.S_[#`#_S8_S5$
T`$#
Ta6
L$P#%_S^1#%_S^1%
OP$$_S^='_S^C$$_S^H*_S^=
TaB#
TaK
C$vP#A_S_S#A_S_S$
Ta/%
OP#`(_S`7$$_S`C`)_S`7
Ta<
TaL
C$vP#_P_Sa2#_P_Sa2$
TaF#
L,P#-_SbB#-_SbB&
T^Y
OP#,_SbQ$$_SbZ0_SbQ
Ta8#
C$vP#1_Sd(#1_Sd(&
T^Y
OP#1_Sd<$$_SdK3_Sd<
Ta8#
Ta9
I#_T'
Tb&
C$vP#_P_V*#_P_V*$
TaH#
T`.
Tb'
OP#;`&1$$`&8<`&1
Tb(
C$=P#_Z`'.#_Z`'.S_[#`#`'8`'5$
T`$#
Tb)
C&vP#b*`(*#b*`(*&
Tb+
C$=P#b,`)D#b,`)DSb-#b.`)N`)K$
Tb/#
Tb0=P#b,`,,#b,`,,Sb1#b2`,6`,3$
Tb3=P#b,`3,#b,`3,Sb-#b.`36`33$
Tb4$
Tb5
C$vP#_P`<*#_P`<*$
C$vP#A`=*#A`=*$
Tb6$
Tb7#
C$vP#a:`C*#a:`C*%
C$vP#aU`D*#aU`D*(
Tb8
OP#aW`E0$&`E?aX`E0
Tb9
L'P#`K`E^'#`K`E^''
T^Y
OP#'`E^=$%`E^Bb:`E^=
Tb;
OP#'`E^X$&`E_$^$`E^X#
TF#
Tb<#
T`.
C%vP#_V`J*#_V`J*&
Tb=
OP#`(`LT$$`L^'`)`LT
Tb>vP#a:`M,#a:`M,&
Tb=
C$vP#A`OW#A`OW$
Ta/%
OP#`(`O^;$$`O^G`)`O^;
Ta<
Tb?#
T+
C$&vP#_P`R*#_P`R*vP#1`R<#1`R<&
Tb@
C$vP#A`U*#A`U*(
TbA
L$P#%`VT#%`VT$
OP$$`V^''`V^-$$`V^2*`V^'#
TbB
OP#1`W:$$`WI3`W:
TbC(
TbD
L$P#%a#^$#%a#^$(
TC
OP$$a#^1'a#^7$&a#^<(a#^1
T_#
OP$$a#^H'a#^N$$a#^S*a#^H
C$!vP$`2a#_1`3a#_9#`4a#_1$
T^Y##
TbE
OP#1a%:$$a%I3a%:
TbF
TbG#
TbH
C$vP$^Da.^,bIa.^4#bJa.^,$
OP$^Da.^?bIa.^G$#a.^ObKa.^?$
T_R
TbL
OP$^Da._JbMa._R$&a._[bNa._J
TbO
C$vP#_Pa0*#_Pa0*%
C$vP#Aa1*#Aa1*&
TbP
L$P#%a4Z#%a4Z$
OP$$a4^-'a4^3$$a4^8*a4^-#
TbQ&
TbR
OP#`(a8Z$$a8^-`)a8Z
TbS
T+#
TbT
L$P#%a@4#%a@4$
I^)aA'#
TbU
C$vP#aUaE*#aUaE*2
TbV
C$||vP#bWaH*#bWaH*vP#bXaHA#bXaHAvP#`BaHU#`BaHU&
TbY
OP#;aIG$$aIN<aIG
TbZ&
Tb[
OP#;aL0$$aL7<aL0
Tc#
TaA
C$=P#_ZaN.#_ZaN.S_[#`#aN8aN5$
T`$#
Tc$
OP#aWaN^$$$aN^3c%aN^$
Tc&
C$vP#AaN^Y#AaN^Y$
Ta/'
OP#;aN_=$$aN_D<aN_=
TC
OP#`(aN_U$&aN`(c'aN_U
Ta<
TaL
L'P#`KaN`Q#`KaN`Q&
T^Y
OP#'aNa.$$aNa3ZaNa.
Ta7#
Tc(
C$vP#bWaP*#bWaP*$
Tc)#
L5P#`6aS2#`6aS2$
I4aT'#
C%vP#bXaV*#bXaV*$
Tc*vP#`BaY,#`BaY,%
Tc+
C$vP#Ab#*#Ab#*$
Tc,&
Tc-
OP#;b&^'$$b&^.<b&^'
Tc.#
TbU#
Tc/
OP#;b.+$$b.2<b.+
Tc0
OP#;b/.$$b/5<b/.
Tc1
L$P#%b34#%b34(
Tc2
OP$$b4B'b4H$$b4M*b4B
T)
OP$$b4^'c3b4^-$#b4^:c4b4^'
T+#
C$&!vP#_Vb6.#_Vb6.!vP#a:b6;#a:b6;&
Tc5
C$vP#Ab7Q#Ab7Q$
Ta/'
OP#;b7^5$$b7^<<b7^5
TC
OP#`(b7^M$&b7^Yc'b7^M
Ta<
T+#
Tc6
C$&vP#aUb;*#aUb;*!vP#a:b;B#a:b;B/
Tc7
OP#;b<3$$b<:<b<3
Tc8
L$P#%b=4#%b=4)
Tc9
OP$$b>7'b>=$%b>BaNb>7
Tb;
OP$$b>X'b>^%$&b>^*(b>X
C$|||!vP$`2b>^;`3b>^C#`4b>^;vP#-b>^K#-b>^KvP#1b>^V#1b>^V&!vP#_Vb>_1#_Vb>_1!vP#a:b>_>#a:b>_>$
Tc:#
T+#
C$&!vP#_Vb@.#_Vb@.!vP#a:b@;#a:b@;&
Tc;
C$|vP#-bAG#-bAGvP#1bAR#1bAR$
Tc:#
T+#
L,P#-bC5#-bC5(
Tc9
OP#,bD7$%bD@aPbD7
Tc<
C$|!vP$`2bD^%`3bD^-#`4bD^%vP#1bD^5#1bD^5$
Tc:#
T+#
C$vP#1bF*#1bF*&
Tc9
OP#1bG7$%bGFaQbG7
Tc=#
Tc>
OP#aWbJ4$&bJCaXbJ4
Tc?
L'P#`KbJ^,#`KbJ^,'
T^Y
OP#'bJ^B$%bJ^Gb:bJ^B
Tb;
OP#'bJ_$$&bJ_)^$bJ_$#
TF+
Tc7
OP#;bL3$$bL:<bL3
Tc@
L$P#%bLX#%bLX'
OP$$bL^+'bL^1$%bL^6aNbL^+
Tb;
OP$$bL^L'bL^R$&bL^W(bL^L
C$!vP$`2bL_/`3bL_7#`4bL_/$
T^Y##
C$&!vP#_VbL`(#_VbL`(!vP#a:bL`5#a:bL`5$
TcA#
L,P#-bLa3#-bLa3&
T^Y
OP#,bLaB$%bLaKaPbLaB
Tc<#
C$vP#1bLb8#1bLb8&
T^Y
OP#1bLbL$%bLb[aQbLbL
Tc<#
TF
TcBcC$
TcDcE$
TcFcG$
TcHcI$
TcJcK$
TcLcM$
TcN`N,
C$vP#A%*#A%*$
T^*&
T`T
OP$$%Y'%^&$&%^+(%Y
T_#
TcO
C$vP%$%^V^:%_#cP%_)#cQ%^V%
TcR
C$||||vP%$%_H^:%_NcS%_T#cT%_HvP%$%`(^:%`.^;%`4#^<%`(vP%$%`A^:%`GcU%`M#cV%`AvP%$%`X^:%a%cW%a+#cX%`XvP%$%a5^:%a;cY%aA#cZ%a5$
T^Y##
C$vP%$%b7^:%b=cS%bC#cT%b7&
Tc[
OP%$%c$^:%c*cS%c0#cT%c$
C$|||vP%$%cB^:%cH^;%cN#^<%cBvP%$%c[^:%d(cU%d.#cV%c[vP%$%d9^:%d?cW%dE#cX%d9vP%$%dO^:%dUcY%d[#cZ%dO$
T^Y##
C$vP%$%eQ^:%eW^;%f$#^<%eQ&
Td#
OP%$%f>^:%fD^;%fJ#^<%f>
C$||vP%$%g#^:%g)cU%g/#cV%g#vP%$%g:^:%g@cW%gF#cX%g:vP%$%gP^:%gVcY%h##cZ%gP$
T^Y##
C$vP%$%hR^:%hXcU%i%#cV%hR&
Td$
OP%$%i;^:%iAcU%iG$#%iQd%%i;
C$|vP%$%j,^:%j2cW%j8#cX%j,vP%$%jB^:%jHcY%jN#cZ%jB$
T^Y##
C$vP%$%kD^:%kJcW%kP#cX%kD)
Td&
C$=P%$%lK^:%lQcW%lW#cX%lKSd'#d(%m(%m%$
Td)$
Td*
C$vP%$%mX^:%n%d+%n+#d,%mX%
Td-
OP%$%nC^:%nId+%nO#d,%nC#
C$vP%$%o1^:%o7d.%o=#d/%o1%
Td0
OP%$%oU^:%o[d.%p(#d/%oU#
T^2
C$vP%$%pD^:%pJcY%pP#cZ%pD$
T^Y##
C$vP%$%qF^:%qLcY%qR#cZ%qF&
Td1
Ld2P%$%r[^:%s(cY%s.#cZ%r['
OP$d2%sB;%sJ$%%sQd3%sB
T_#
OP$d2%t-d4%t5$#%t<d5%t-
C$!vP$`2%tT`3%u##`4%tT$
T^Y##
T^2#
TF
"""

    /// Every string of the trees, each once.
    private static let strings: [String] = [
        "Assignments.swift.template",
        "field",
        "fields",
        "        self._",
        "id",
        "field.id | name",
        " = ",
        "field.id | identifier",
        "\n",
        "action",
        "actions",
        "        self.",
        "action | name",
        "action | identifier",
        "submitAction",
        "submitAction | name",
        "submitAction | identifier",
        "Bar.swift.template",
        "bar",
        "kind",
        "bar.kind",
        "close",
        #""close""#,
        "            .keyboardCloseButton(",
        "name",
        "name | identifier",
        ".strings.text(",
        "title",
        "bar.title | swiftString",
        "), focused: focus",
        "boolFocus",
        ", whenMatches: ",
        ".",
        "fieldsName",
        "bar.fieldsName | name",
        ")\n",
        "navigation",
        #""navigation""#,
        "            .keyboardNavigationBar(doneTitle: ",
        "), previousLabel: ",
        "previous",
        "bar.previous | swiftString",
        "), nextLabel: ",
        "next",
        "bar.next | swiftString",
        "), focused: focus, order: ",
        ".focusOrder, whenMatches: ",
        "bar.fields",
        "            .keyboardOKCancelButton(okTitle: ",
        "ok",
        "bar.ok | swiftString",
        "), cancelTitle: ",
        "cancel",
        "bar.cancel | swiftString",
        "), text: ",
        "id | identifier",
        ", focused: focus",
        ", whenMatches: [.",
        "id | name",
        "]",
        ", cancelBehavior: ",
        "cancelBehaviorName",
        "bar.cancelBehaviorName | name",
        "Field.swift.template",
        "        ",
        "field.kind",
        "secure",
        #""secure""#,
        "FormGenSecureField",
        "FormGenTextField",
        "(title: Self.strings.text(",
        "field.title | swiftString",
        ")",
        "label",
        "field.label",
        ", showsCaption: false",
        ", text: $",
        "cutsAtMaxLength",
        "field.cutsAtMaxLength",
        ", limit: FormGenLengthLimit.cut(at: ",
        "rules",
        "maxLength",
        "field.rules.maxLength",
        "placeholder",
        "field.placeholder",
        ", prompt: Self.strings.text(",
        "field.placeholder | swiftString",
        "revealToggle",
        "field.revealToggle",
        ", reveal: FormGenRevealLabels(show: Self.strings.text(",
        "strings",
        "showPassword",
        "strings.showPassword | swiftString",
        "), hide: Self.strings.text(",
        "hidePassword",
        "strings.hidePassword | swiftString",
        "))",
        "multiline",
        #""multiline""#,
        ", axis: .vertical",
        "clearButton",
        "field.clearButton",
        ", clearButton: Self.strings.text(",
        "clearText",
        "strings.clearText | swiftString",
        ", focus: ",
        "FormGenFocus(focus)",
        "FormGenFocus(focus, equals: .",
        "adornment",
        "adornments",
        "field.adornments",
        ", ",
        "position",
        "adornment.position | argumentLabel",
        ": ",
        "adornment.action",
        ".button(",
        "systemImage",
        "adornment.systemImage | swiftString",
        ", accessibilityLabel: Self.strings.text(",
        "accessibilityLabel",
        "adornment.accessibilityLabel | swiftString",
        "), action: ",
        "adornment.action | identifier",
        ".image(",
        "field.rules",
        "        .formGenFailure(shownFailure(",
        "of: .",
        ", text: ",
        "label: ",
        "))\n",
        "hasUIKitTraits",
        "field.hasUIKitTraits",
        "        #if canImport(UIKit)\n",
        "keyboard",
        "field.keyboard",
        "        .keyboardType(.",
        "field.keyboard | name",
        "contentType",
        "field.contentType",
        "        .textContentType(.",
        "field.contentType | name",
        "autocapitalization",
        "field.autocapitalization",
        "        .textInputAutocapitalization(.",
        "field.autocapitalization | name",
        "        #endif\n",
        "autocorrectionDisabled",
        "field.autocorrectionDisabled",
        "        .autocorrectionDisabled()\n",
        "submitLabel",
        "field.submitLabel",
        "        .submitLabel(.",
        "field.submitLabel | name",
        "handlesReturn",
        "field.handlesReturn",
        "        .onSubmit { Self.returnAction",
        "(from: .",
        ".perform(focus: focus, submit: ",
        "hasInputRules",
        "{ submitIfValid() }",
        "nil",
        ") }\n",
        "Form.swift.template",
        "\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n",
        "part",
        "/// The ",
        " part: fields that a screen places and focuses as one value, with\n/// `.focused($focus, equals: …)`, drawing its own keyboard bar.\n",
        " form: its logic needs no UI and compiles everywhere; with SwiftUI it is also the view.\n",
        "access",
        "public",
        #""public""#,
        "public ",
        "struct ",
        " {\n",
        "    /// One case per field: which field has focus, for the fields' own clear buttons.\n    private enum ",
        "focusEnum",
        "focusEnum | identifier",
        ": Hashable, CaseIterable, Sendable {\n",
        "    /// One case per field, in focus order.\n    ",
        "enum ",
        "        case ",
        "    }\n",
        "\n    /// The order in which return and the previous and next chevrons move focus.\n    ",
        "static let focusOrder: [",
        "] = [",
        "forloop",
        "last",
        "forloop.last",
        "]\n",
        "bars",
        "\n    /// The fields whose focus shows the ",
        "description",
        "bar.description",
        " bar",
        "okCancel",
        #""okCancel""#,
        "; the body gives each its own, as each edits its own text",
        ".\n    ",
        "static let ",
        "bar.fieldsName | identifier",
        ": [",
        "keyboardObserverFields",
        "\n    /// The fields whose focus makes the keyboard observer pad the form.\n    ",
        "static let keyboardObserverFields: [",
        "    /// What Cancel on the ",
        " bar does to the text.\n    ",
        "bar.cancelBehaviorName | identifier",
        ": FormGenCancelBehavior = .",
        "cancelBehavior",
        "bar.cancelBehavior | name",
        "okCancelFields",
        "    /// What the field's input rules find wrong with `text`; `nil` when it passes.\n    ",
        "static func inputFailure(_ text: String) -> FormGenInputFailure? {\n        inputRule.failure(of: text)\n    }\n\n    /// The field's input rules.\n    static let inputRule =\n",
        "InputRule.swift.template",
        "    /// What each field's input rules find wrong with `texts`, with no UI; a missing text reads as \"\".\n    ",
        "static func inputFailures(_ texts: [",
        ": String]) -> [",
        ": FormGenInputFailure] {\n        focusOrder.reduce(into: [:]) { $0[$1] = inputRule(for: $1)?.failure(of: texts[$1] ?? \"\") }\n    }\n\n    /// The input rules of `field`; `nil` when anything goes.\n    static func inputRule(for field: ",
        ") -> FormGenInputRule? {\n        switch field {\n",
        "        case .",
        ": nil\n",
        "        }\n    }\n",
        "    /// What return does in the field, with no UI.\n    ",
        "static let returnAction: FormGenReturnAction<Bool> = ",
        "returnAction",
        "field.returnAction | name",
        "    /// What return does from `field`, with no UI: move focus to the next field, submit, or release focus.\n    ",
        "static func returnAction(from field: ",
        ") -> FormGenReturnAction<",
        "> {\n        switch field {\n",
        ": .",
        "returnFocus",
        "field.returnFocus",
        "(.",
        "field.returnFocus | name",
        "\n    #if canImport(SwiftUI)\n",
        "    @Binding private var ",
        ": String\n",
        "    @State private var failures = FormGenShownFailures<",
        "Bool",
        ">()\n    /// Whether the app shows every failure, as after a submit its own button tried.\n    private let showsFailures: Bool\n",
        "    private let ",
        ": @MainActor () -> Void\n",
        "    @FocusState private var ownFocus: ",
        "?\n\n    /// A part editing the given texts",
        " and calling the given actions",
        "init(",
        ": Binding<String>",
        ": @escaping @MainActor () -> Void",
        ") {\n",
        "ownsFocus",
        "    /// The app's focus when it passed one, which `init(…focus:…)` sets; the form's own otherwise.\n    private var appFocus: FocusState<",
        "?",
        ">.Binding?\n    @FocusState private var ownFocus: ",
        "\n    private let initialFocus: ",
        "\n\n    /// A form that owns its focus, which goes to `initialFocus` when the form appears.\n",
        "    /// With `showsFailures`, every failure shows at once, as after a failed submit (for the app's own button).\n",
        "    ",
        ": Binding<String>, ",
        "initialFocus: ",
        "Bool = false",
        "? = nil",
        ", showsFailures: Bool = false",
        "        self.initialFocus = initialFocus\n",
        "        self.showsFailures = showsFailures\n",
        "    }\n\n    /// A form whose focus the app owns: the app reads it, moves it, and releases it, for example\n    /// before its own button acts",
        ". `showsFailures` as in `init(…initialFocus:…)`",
        "focus: FocusState<",
        ">.Binding",
        ") {\n        self.init(",
        "field.id | argumentLabel",
        ", showsFailures: showsFailures",
        "action | argumentLabel",
        "submitAction | argumentLabel",
        ")\n        appFocus = focus\n    }\n",
        "    private let focus: FocusState<",
        ">.Binding\n\n",
        "hasBarsModifier",
        "    /// The fields, for the app's own container; focus is the app's, and so are the bars, through\n    /// `.",
        "barsModifier",
        "barsModifier | name",
        "(focus:…)`.\n",
        "    /// The fields, for the app's own container; focus is the app's.\n",
        "    /// With `showsFailures`, every failure shows at once, as after a failed submit: for the app's\n    /// own submit button, which asks `",
        "inputFailure",
        "inputFailures",
        "` first.\n",
        "        self.focus = focus\n",
        "    #endif\n}\n\n#if canImport(SwiftUI)\nextension ",
        ": View {\n    ",
        "var body: some View {\n",
        "scrollsToFocus",
        "        FormGenScrollView(",
        "layout",
        "form",
        #""form""#,
        "isForm: true, ",
        "focus: focus.wrappedValue) {\n            fieldViews\n        }\n",
        "scroll",
        #""scroll""#,
        "        ScrollView {\n            VStack(alignment: .leading, spacing: 16) {\n                fieldViews\n            }\n            .padding()\n        }\n",
        "        Form {\n            fieldViews\n        }\n",
        "        VStack(alignment: .leading, spacing: 16) {\n            fieldViews\n        }\n",
        "        .formGenOnChange(of: focus.wrappedValue) { wasFocused in if wasFocused { failures.focusLeft(true) } }\n",
        "        .formGenOnChange(of: focus.wrappedValue) { failures.focusLeft($0) }\n",
        "        .",
        "(focus: focus",
        "id | argumentLabel",
        ": $",
        "        .formGenInitialFocus(initialFocus, focus: focus)\n",
        "\n    @MainActor private var focus: FocusState<",
        "?>.Binding { $ownFocus }\n",
        ">.Binding { appFocus ?? $ownFocus }\n",
        "    /// Submits when no field fails its input rules; otherwise shows every failure and focuses the first.\n    @MainActor private func submitIfValid() {\n",
        "        guard Self.inputFailure(",
        ") != nil else {\n            return ",
        "()\n        }\n        failures.submitFailed()\n        focus.wrappedValue = true\n",
        "        let failed = Self.inputFailures([",
        "])\n        guard let first = Self.focusOrder.first(where: { failed[$0] != nil }) else {\n            return ",
        "()\n        }\n        failures.submitFailed()\n        focus.wrappedValue = first\n",
        "    }\n\n",
        "    /// Where the form's text is looked up.\n    fileprivate static let strings = FormGenStrings(table: ",
        "table",
        "strings.table",
        "strings.table | swiftString",
        ", bundle: .",
        "bundle",
        "strings.bundle | name",
        ")\n\n",
        "    /// The field's failure, once it shows. VoiceOver says the field's `label` first.\n    @MainActor private func shownFailure(label: String) -> FormGenFailureText? {\n        failures.text(of: true, text: ",
        ", rule: Self.inputRule, showsAll: showsFailures, label: label, strings: Self.strings)\n    }\n",
        "    /// The failure under `field`, whose text is `text`, once it shows. VoiceOver says its `label` first.\n    @MainActor private func shownFailure(of field: ",
        ", text: String, label: String) -> FormGenFailureText? {\n        failures.text(of: field, text: text, rule: Self.inputRule(for: field), showsAll: showsFailures, label: label, strings: Self.strings)\n    }\n",
        "    /// The fields, in focus order: rows of a `Form`, a stack's items elsewhere.\n    @MainActor @ViewBuilder private var fieldViews: some View {\n",
        "    }\n}\n",
        "\nextension View {\n",
        "dismissOnTapOutside",
        "keyboardObserver",
        "    /// Gives any container of `",
        "`'s fields what the form needs around them: its keyboard\n    /// bars, and tap-outside dismissal and keyboard avoidance when the spec asks for them.\n",
        "    /// `",
        "`'s keyboard bars, for any container of its fields.\n",
        "func ",
        "barsModifier | identifier",
        "(focus: FocusState<",
        "focusEnum | name",
        ") -> some View {\n        self\n",
        "            .dismissesFocusOnTapOutside(focus)\n",
        "            // Outermost, so that the padding lifts the bars with the fields.\n            .avoidsKeyboard()\n",
        "            // Outermost, so that the padding lifts the bars with the fields; only while one of\n            // the fields that ask for it has focus.\n",
        "            .avoidsKeyboard(focused: focus)\n",
        "            .avoidsKeyboard(focused: focus, whenMatches: ",
        ".keyboardObserverFields)\n",
        "\n#if DEBUG\n/// ",
        " with sample text in its fields, for Xcode's canvas.\nstruct ",
        "Previews: PreviewProvider {\n    static var previews: some View { Sample() }\n\n    private struct Sample: View {\n",
        "        @State private var ",
        "sampleText",
        "field.sampleText | swiftString",
        "        @FocusState private var focus: ",
        "\n        var body: some View {\n",
        "            ",
        "(\n",
        "                ",
        ",",
        "                focus: $focus",
        ": {}",
        ": {}\n",
        "            )\n            .",
        "(focus: $focus",
        "(",
        ", focus: $focus",
        "        }\n    }\n}\n#endif\n#endif\n",
        "FormGenInputRules.swift.template",
        "//\n// Input rules: what a field's text must be, the text of each failure and the length limit's cut,\n// with no UI; and with SwiftUI the failure shown under a field and announced to VoiceOver.\n// Written out in full when a form of the target has input rules.\n\nimport Foundation\n\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n#if canImport(UIKit)\nimport UIKit\n#endif\n\n/// Why a field's text fails its input rules. Public, as a public form's `inputFailures` names it.\npublic enum FormGenInputFailure: Equatable, Sendable {\n    /// The text is empty, or white space only.\n    case required\n    /// Fewer characters than `minimum`.\n    case tooShort(minimum: Int)\n    /// More characters than `maximum`.\n    case tooLong(maximum: Int)\n    /// The text does not match the pattern.\n    case mismatch\n    /// A numeric field's text is not a number.\n    case notANumber\n    /// The number is below the minimum or above the maximum.\n    case outOfRange\n}\n\n/// What a field's text must be, as its spec's input rules say; checked with no UI, so a form's\n/// `inputFailures` can be asked in any context.\nstruct FormGenInputRule: Sendable {\n    var required = false\n    var minLength: Int?\n    var maxLength: Int?\n    var pattern: String?\n    var number: FormGenNumberRule?\n    /// The text of each failure, for the spec's own texts in place of the built-in ones.\n    var messages = FormGenInputMessages()\n\n    /// The first rule `text` breaks, in the order required, length, number, pattern; `nil` when it\n    /// passes. A text of white space only counts as empty, and an empty text passes every rule but\n    /// `required`, so an optional field may stay empty.\n    func failure(of text: String) -> FormGenInputFailure? {\n        if text.allSatisfy(\\.isWhitespace) {\n            return required ? .required : nil\n        }\n        // Characters as Swift counts them: a flag, an emoji with its modifiers, or a letter with\n        // combining marks is one.\n        let count = text.count\n        if let minLength, count < minLength { return .tooShort(minimum: minLength) }\n        if let maxLength, count > maxLength { return .tooLong(maximum: maxLength) }\n        if let number, let failure = number.failure(of: text) { return failure }\n        if let pattern, !Self.text(text, wholeMatches: pattern) { return .mismatch }\n        return nil\n    }\n\n    /// Whether all of `text` matches `pattern`: with Swift's `Regex` where the system has it\n    /// (iOS 16), and with `NSRegularExpression` before. A pattern the engine cannot read matches\n    /// nothing; formgen refuses a pattern `Regex` cannot read, and warns about `Regex`-only syntax\n    /// in a spec whose `minimumIOS` is below 16.\n    static func text(_ text: String, wholeMatches pattern: String) -> Bool {\n        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {\n            return formGenRegexWholeMatch(text, pattern)\n        }\n        guard let expression = try? NSRegularExpression(pattern: \"^(?:\" + pattern + \")$\") else { return false }\n        let range = NSRange(text.startIndex..., in: text)\n        return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range\n    }\n}\n\n@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\nprivate func formGenRegexWholeMatch(_ text: String, _ pattern: String) -> Bool {\n    guard let regex = try? Regex(pattern) else { return false }\n    return (try? regex.wholeMatch(in: text)) != nil\n}\n\n/// What a numeric field's text must be: a number as `FormGenNumber` reads it, within the bounds.\nstruct FormGenNumberRule: Sendable {\n    var isDecimal: Bool\n    var minimum: Double?\n    var maximum: Double?\n\n    func failure(of text: String) -> FormGenInputFailure? {\n        guard FormGenNumber.isNumeral(text, decimal: isDecimal) else { return .notANumber }\n        // A whole number too long for Int is still a number, just not one in range.\n        guard let value = isDecimal ? FormGenNumber.decimal(text) : FormGenNumber.integer(text).map(Double.init) else {\n            return .outOfRange\n        }\n        if let minimum, value < minimum { return .outOfRange }\n        if let maximum, value > maximum { return .outOfRange }\n        return nil\n    }\n}\n\n/// The number a numeric field's text holds, read as its input rules read it: white space around\n/// it, an optional `+` or `-`, decimal digits of one script, and for a decimal one separator, `.`,\n/// `,` or `٫`. The number and decimal pads type the digits and the separator of the user's\n/// locale: `٢٥` in Arabic, `۲۵` in Persian, `२५` in Hindi, a comma in much of Europe. Public, so\n/// that an app reads the number it submits exactly as the form accepted it; `Int(_:)` and\n/// `Double(_:)` refuse the white space, the comma and those digits.\npublic enum FormGenNumber {\n    /// The whole number of `text`; `nil` when it is none, or past `Int`'s range.\n    public static func integer(_ text: String) -> Int? {\n        numeral(text, decimal: false).flatMap { Int($0) }\n    }\n\n    /// The number of `text`, whole or decimal; `nil` when it is none, or too large for a `Double`.\n    public static func decimal(_ text: String) -> Double? {\n        guard let numeral = numeral(text, decimal: true), let value = Double(numeral), value.isFinite else {\n            return nil\n        }\n        return value\n    }\n\n    /// Whether `text` has the form of a number: sign, digits, and with `decimal` one separator.\n    static func isNumeral(_ text: String, decimal: Bool) -> Bool {\n        numeral(text, decimal: decimal) != nil\n    }\n\n    /// `text` as Swift reads a number, with ASCII digits and `.`; `nil` when it is not one.\n    private static func numeral(_ text: String, decimal: Bool) -> String? {\n        var body = Substring(text.trimmingCharacters(in: .whitespaces))\n        var numeral = \"\"\n        if let sign = body.first, sign == \"+\" || sign == \"-\" {\n            numeral.append(sign)\n            body = body.dropFirst()\n        }\n        var digits = 0\n        var separators = 0\n        // The code point of the digits' zero: a number is written in one script's digits, as a\n        // keypad types it; \"1٢\" mixes two.\n        var zero: UInt32?\n        for character in body {\n            // One scalar each: a digit with a combining mark is another character.\n            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }\n            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {\n                let digitZero = scalar.value - UInt32(value)\n                guard zero == nil || zero == digitZero else { return nil }\n                zero = digitZero\n                numeral += String(Int(value))\n                digits += 1\n            } else if scalar == \".\" || scalar == \",\" || scalar == \"\\u{066B}\" {\n                numeral += \".\"\n                separators += 1\n            } else {\n                return nil\n            }\n        }\n        return digits > 0 && separators <= (decimal ? 1 : 0) ? numeral : nil\n    }\n}\n\n/// What a field limited to a number of characters keeps of an edit.\nenum FormGenLengthLimit {\n    /// The edit from `old` to `new`, at most `maximum` characters: the characters the edit\n    /// inserted, cut to the room left, where the edit put them, and the rest of the text as it\n    /// was. Cutting the end of `new` instead would drop the end of the text whenever the user\n    /// types into the middle of a full field. An edit that does not lengthen the text stands, so\n    /// a text the app set too long is never cut, only kept from growing (its failure says it is\n    /// too long). `selection` is the part of `old` that was selected before the edit, in\n    /// characters, when the field knows it: the edit replaced it, which tells apart a paste that\n    /// repeats the text around it. A selection the edit cannot have replaced (one the field\n    /// already moved past the edit) is not used.\n    static func edit(\n        replacing old: String, with new: String, maximum: Int, selection: Range<Int>? = nil\n    ) -> FormGenLimitedEdit {\n        let after = Array(new)\n        let before = Array(old)\n        guard after.count > maximum, after.count > before.count else {\n            return FormGenLimitedEdit(text: new, caret: nil)\n        }\n        var prefix = 0\n        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {\n            prefix += 1\n        }\n        var commonSuffix = 0\n        while commonSuffix < before.count,\n            before[before.count - 1 - commonSuffix] == after[after.count - 1 - commonSuffix]\n        {\n            commonSuffix += 1\n        }\n        let suffix: Int\n        // The edit replaced the selection if the text before it and the text after it are unchanged.\n        if let selection, selection.lowerBound >= 0, selection.lowerBound <= prefix,\n            selection.upperBound <= before.count, before.count - selection.upperBound <= commonSuffix\n        {\n            prefix = selection.lowerBound\n            suffix = before.count - selection.upperBound\n        } else {\n            suffix = min(commonSuffix, before.count - prefix)\n        }\n        let inserted = after[prefix..<(after.count - suffix)]\n        let kept = inserted.prefix(max(0, maximum - prefix - suffix))\n        // Characters can only merge where the pieces meet (a combining mark), never multiply.\n        let text = String(after[..<prefix]) + String(kept) + String(after[(after.count - suffix)...])\n        return FormGenLimitedEdit(text: text, caret: min(prefix + kept.count, text.count))\n    }\n\n    /// `range` as characters of `text`; `nil` when it is not within `text` or does not start and\n    /// end between characters.\n    static func characters(in range: Range<String.Index>, of text: String) -> Range<Int>? {\n        guard range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex,\n            let lower = range.lowerBound.samePosition(in: text), let upper = range.upperBound.samePosition(in: text)\n        else { return nil }\n        let start = text.distance(from: text.startIndex, to: lower)\n        return start..<(start + text.distance(from: lower, to: upper))\n    }\n\n    /// The limit of a field that cuts each edit at `maximum` characters. Only for a field whose\n    /// keyboard has no input method that composes text (formgen decides so when it generates the\n    /// form): text an input method is still composing must not be cut, and nothing without UIKit\n    /// tells it apart. Any other field shows its `tooLong` failure at once instead (`showsAtOnce`).\n    static func cut(at maximum: Int) -> FormGenEditLimit {\n        { old, new, selection in\n            let edit = edit(\n                replacing: old, with: new, maximum: maximum,\n                selection: selection.flatMap { characters(in: $0, of: old) })\n            return (edit.text, edit.caretIndex)\n        }\n    }\n}\n\n/// An edit as a length limit leaves it.\nstruct FormGenLimitedEdit: Equatable {\n    var text: String\n    /// When the edit was cut: the characters before the caret, which belongs after the kept part\n    /// of what the edit inserted. `nil`: the edit stands, with the caret where the field put it.\n    var caret: Int?\n\n    /// `caret` as an index of `text`.\n    var caretIndex: String.Index? {\n        caret.map { text.index(text.startIndex, offsetBy: $0) }\n    }\n}\n\nextension FormGenInputFailure {\n    /// Whether the failure shows as soon as the text has it, rather than once focus has left the\n    /// field or a submit was tried: a text too long is one typed past a limit the field could not\n    /// cut, or one the app set, and typing on would only make it longer.\n    var showsAtOnce: Bool {\n        if case .tooLong = self { return true }\n        return false\n    }\n}\n\n/// The text of each input failure of a field: keys of the form's strings table, the built-in\n/// English texts unless the spec gives its own. The too-short and too-long texts are formats that\n/// may hold the limit as `%lld`, which the strings table gives plural variations.\nstruct FormGenInputMessages: Sendable {\n    var required = \"Required\"\n    var tooShort = \"At least %lld characters\"\n    var tooLong = \"At most %lld characters\"\n    var mismatch = \"Invalid format\"\n    var notANumber = \"Not a number\"\n    var outOfRange = \"Out of range\"\n\n    /// The text for `failure` in the language of `locale`, with its limit.\n    func text(for failure: FormGenInputFailure, in strings: FormGenStrings, locale: Locale) -> String {\n        switch failure {\n        case .required: strings.string(required, locale: locale)\n        case .tooShort(let minimum): String(format: strings.string(tooShort, locale: locale), locale: locale, minimum)\n        case .tooLong(let maximum): String(format: strings.string(tooLong, locale: locale), locale: locale, maximum)\n        case .mismatch: strings.string(mismatch, locale: locale)\n        case .notANumber: strings.string(notANumber, locale: locale)\n        case .outOfRange: strings.string(outOfRange, locale: locale)\n        }\n    }\n}\n\n/// Which input failures show, with no UI: one that shows at once (`showsAtOnce`), a field's once\n/// focus has left it, and every one once a submit failed.\nstruct FormGenShownFailures<Field: Hashable> {\n    private var checkedFields: Set<Field> = []\n    /// How many submits failed: each announces the failures again.\n    private(set) var failedSubmits = 0\n\n    /// Focus left `field`, when a field had it.\n    mutating func focusLeft(_ field: Field?) {\n        if let field { checkedFields.insert(field) }\n    }\n\n    mutating func submitFailed() { failedSubmits += 1 }\n\n    /// Whether `failure` shows under `field`.\n    func shows(_ failure: FormGenInputFailure, of field: Field) -> Bool {\n        failure.showsAtOnce || failedSubmits > 0 || checkedFields.contains(field)\n    }\n}\n\n/// Which failures VoiceOver announces, with no UI: a failure when it appears and again at each\n/// failed submit, which shows every failure at once; never again while it stays on screen as\n/// the user types, even when its text changes.\nstruct FormGenAnnouncements {\n    private var announcedAtSubmits: Int?\n\n    /// Whether to announce the failure on screen now, after `failedSubmits` failed submits.\n    mutating func shouldAnnounce(failedSubmits: Int) -> Bool {\n        guard announcedAtSubmits != failedSubmits else { return false }\n        announcedAtSubmits = failedSubmits\n        return true\n    }\n}\n\n/// The colour of failure text, as sRGB components: reds with at least 4.5:1 contrast against the\n/// system backgrounds of light and dark mode (WCAG 2's AA level for text), which the system red\n/// (3.6:1 on white) does not reach.\nenum FormGenFailureColor {\n    static let light = (red: 0.75, green: 0.0, blue: 0.09)\n    static let dark = (red: 1.0, green: 0.45, blue: 0.42)\n}\n\n#if canImport(SwiftUI)\n/// An input failure under its field, in the form's strings table and the environment's locale,\n/// as the field's label is. VoiceOver says the field's name first, on the text and in the\n/// announcement: a failed submit announces the failures of several fields in a row.\nstruct FormGenFailureText: View {\n    let failure: FormGenInputFailure\n    let messages: FormGenInputMessages\n    /// The field's label: its key in `strings`.\n    let field: String\n    let strings: FormGenStrings\n    /// How many submits of the form failed: each announces the failure again.\n    let failedSubmits: Int\n    @Environment(\\.locale) private var locale\n    @Environment(\\.colorScheme) private var colorScheme\n    @State private var announcements = FormGenAnnouncements()\n\n    var body: some View {\n        let message = messages.text(for: failure, in: strings, locale: locale)\n        let spoken = strings.string(field, locale: locale) + \", \" + message\n        let color = colorScheme == .dark ? FormGenFailureColor.dark : FormGenFailureColor.light\n        Text(verbatim: message)\n            .font(.footnote)\n            .foregroundStyle(Color(red: color.red, green: color.green, blue: color.blue))\n            .accessibilityLabel(Text(verbatim: spoken))\n            .onAppear { announce(spoken) }\n            .formGenOnChange(of: failedSubmits) { _ in announce(spoken) }\n    }\n\n    private func announce(_ spoken: String) {\n        if announcements.shouldAnnounce(failedSubmits: failedSubmits) {\n            FormGenAnnouncement.post(spoken)\n        }\n    }\n}\n\nextension FormGenShownFailures {\n    /// The failure of `text` by `rule` under `field`, once it shows (at once with `showsAll`), in\n    /// `strings`; VoiceOver says the field's `label` first.\n    func text(\n        of field: Field, text: String, rule: FormGenInputRule?, showsAll: Bool, label: String, strings: FormGenStrings\n    ) -> FormGenFailureText? {\n        guard let rule, let failure = rule.failure(of: text), showsAll || shows(failure, of: field) else { return nil }\n        return FormGenFailureText(\n            failure: failure, messages: rule.messages, field: label, strings: strings, failedSubmits: failedSubmits)\n    }\n}\n\nextension View {\n    /// Shows `failure` under the field.\n    func formGenFailure(_ failure: FormGenFailureText?) -> some View {\n        VStack(alignment: .leading, spacing: 4) {\n            self\n            failure\n        }\n    }\n}\n\n/// VoiceOver announcements that wait their turn.\n///\n/// `UIAccessibility.post(notification: .announcement, argument:)` speaks a text without moving\n/// VoiceOver's cursor, but cuts off whatever VoiceOver is saying: of the failures a submit shows\n/// at once only the last would be heard. Queued, each is spoken after the speech before it: with\n/// the low priority from iOS 17 (`accessibilitySpeechAnnouncementPriority`), with\n/// `accessibilitySpeechQueueAnnouncement` before.\nenum FormGenAnnouncement {\n    @MainActor static func post(_ message: String) {\n        #if canImport(UIKit)\n        let queued: NSAttributedString\n        if #available(iOS 17.0, *) {\n            queued = NSAttributedString(\n                string: message, attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low])\n        } else {\n            queued = NSAttributedString(string: message, attributes: [.accessibilitySpeechQueueAnnouncement: true])\n        }\n        UIAccessibility.post(notification: .announcement, argument: queued)\n        #endif\n    }\n}\n#endif\n",
        "FormGenKeyboardAvoidance.swift.template",
        "//\n// The keyboard observer: pads a form by the part of it the keyboard covers, for layouts where\n// SwiftUI's own keyboard avoidance does not apply. Written out in full when a form of the target\n// asks for it (`keyboardAvoidance: \"observer\"`).\n\nimport Foundation\n\n#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n#if canImport(UIKit)\nimport UIKit\n#endif\n\n/// Where the keyboard covers a view, worked out from two rectangles in one coordinate space.\n///\n/// UIKit reports the keyboard's end frame in `keyboardWillChangeFrameNotification` for every\n/// change: showing, hiding, docking and undocking, splitting, and the short shortcuts bar of a\n/// hardware keyboard. When the keyboard leaves, the end frame lies below the screen.\nenum FormGenKeyboardGeometry {\n    /// How far the keyboard reaches up into the view from its bottom edge: the view's height from\n    /// the keyboard's top edge down, at most the view's height; 0 when they do not meet.\n    ///\n    /// A keyboard narrower than the view counts as 0: it is the iPad's floating keyboard, which\n    /// the user drags out of the way and which leaves the view's full width beside it, so the view\n    /// is not lifted for it (as `UIKeyboardLayoutGuide` does not follow it by default). A keyboard\n    /// at least as wide as the view covers every column of it, whether docked at the bottom,\n    /// undocked or split higher up (the view is then lifted above it), or only its shortcuts bar.\n    /// A keyboard that covers the view's top but not its bottom counts as 0 too: padding the\n    /// bottom cannot uncover anything, and UIKit has reported such frames, above the screen, for\n    /// a keyboard undocked from its menu.\n    static func overlap(keyboard: CGRect, view: CGRect) -> CGFloat {\n        guard !keyboard.isNull, !view.isNull, keyboard.width >= view.width, keyboard.height > 0 else { return 0 }\n        guard keyboard.minY < view.maxY, keyboard.maxY > view.minY else { return 0 }\n        guard keyboard.minY > view.minY || keyboard.maxY >= view.maxY else { return 0 }\n        return min(view.maxY - keyboard.minY, view.height)\n    }\n}\n\n/// What the observer does with the keyboard's overlap.\nenum FormGenKeyboardAvoidance {\n    /// The padding at the bottom of the view: the overlap while the observer is active (an\n    /// observer on fields is active while one of them has focus), 0 otherwise.\n    static func padding(overlap: CGFloat, isActive: Bool) -> CGFloat {\n        isActive ? overlap : 0\n    }\n\n    /// Whether SwiftUI's own keyboard avoidance is switched off for the view: only while the\n    /// observer pads it, which would otherwise lift it twice. Whenever the observer does not pad\n    /// (a field it does not watch has focus, or the keyboard is away), SwiftUI keeps the view and\n    /// its bars above the keyboard as it does for any view.\n    static func ignoresKeyboardSafeArea(padding: CGFloat) -> Bool {\n        padding > 0\n    }\n}\n\n/// How the keyboard moves, as its notification says: the duration\n/// (`keyboardAnimationDurationUserInfoKey`) and the curve (`keyboardAnimationCurveUserInfoKey`).\nenum FormGenKeyboardAnimation: Equatable, Sendable {\n    /// No animation: the notification's duration is 0.\n    case none\n    /// A public `UIView.AnimationCurve` (0 to 3) over the notification's duration.\n    case easeInOut(duration: Double)\n    case easeIn(duration: Double)\n    case easeOut(duration: Double)\n    case linear(duration: Double)\n    /// The software keyboard's own curve, 7, which has no public case (and any other value): a\n    /// spring, which takes its own time whatever the duration.\n    case keyboardSpring\n\n    /// The animation of a notification; a missing duration is the keyboard's usual one.\n    init(duration: Double?, curve: Int?) {\n        let duration = duration ?? Self.usualDuration\n        guard duration > 0 else {\n            self = .none\n            return\n        }\n        switch curve {\n        case 0: self = .easeInOut(duration: duration)\n        case 1: self = .easeIn(duration: duration)\n        case 2: self = .easeOut(duration: duration)\n        case 3: self = .linear(duration: duration)\n        default: self = .keyboardSpring\n        }\n    }\n\n    /// The duration UIKit gives for the software keyboard, with curve 7.\n    static let usualDuration = 0.25\n}\n\n#if canImport(UIKit)\n/// Observes `keyboardWillChangeFrameNotification` for as long as it lives. UIKit posts it for\n/// every change of the keyboard's frame, including showing and hiding (then with an end frame\n/// below the screen), undocking, splitting and floating on iPad, and the shortcuts bar shown\n/// with a hardware keyboard; will-show and will-hide alone miss the iPad's changes.\nfinal class FormGenKeyboardObservation {\n    private let token: any NSObjectProtocol\n\n    /// Calls `onChange` with the keyboard's end frame in the coordinate space of its screen, the\n    /// screen (the notification's object from iOS 16.1; `nil` before) and the keyboard's animation.\n    @MainActor\n    init(onChange: @escaping @MainActor (CGRect, UIScreen?, FormGenKeyboardAnimation) -> Void) {\n        token = NotificationCenter.default.addObserver(\n            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main\n        ) { notification in\n            // The block is @Sendable, so it reads the userInfo here and passes on only Sendable\n            // values; the userInfo keys, like the notification's name, are nonisolated.\n            let userInfo = notification.userInfo\n            guard let frame = (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {\n                return\n            }\n            let animation = FormGenKeyboardAnimation(\n                duration: userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,\n                curve: userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int)\n            let screen = notification.object as? UIScreen\n            // Delivered on the main queue.\n            MainActor.assumeIsolated { onChange(frame, screen, animation) }\n        }\n    }\n\n    deinit {\n        NotificationCenter.default.removeObserver(token)\n    }\n}\n\n/// An empty view behind the form, whose bounds are the form's frame, that measures how far the\n/// keyboard reaches into it.\n///\n/// The keyboard's frame and the form's are compared in this view's coordinate space: UIKit gives\n/// the keyboard's in its screen's, which is not a view's in a sheet, an iPad form sheet, a\n/// popover, or a window that does not fill the screen, and Apple's documentation of\n/// `keyboardFrameEndUserInfoKey` converts it from the screen's `coordinateSpace` into the view's.\n/// The frame is kept as UIKit gave it and converted at each measurement, so that a measurement\n/// made after the view or its window has moved uses where they are then.\nfinal class FormGenKeyboardAnchorView: UIView {\n    /// Called with each new overlap and the animation to show it with.\n    var onOverlapChange: (@MainActor (CGFloat, FormGenKeyboardAnimation) -> Void)?\n    /// The keyboard's last end frame, in its screen's coordinate space; `.null` before it first shows.\n    private var keyboardFrame = CGRect.null\n    private var keyboardScreen: UIScreen?\n    /// The keyboard's animation, for the measurement of the layout pass after its notification.\n    private var layoutAnimation = FormGenKeyboardAnimation.none\n    private var overlap: CGFloat = 0\n    private var observation: FormGenKeyboardObservation?\n\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n        // Taps go through to the form.\n        isUserInteractionEnabled = false\n        observation = FormGenKeyboardObservation { [weak self] frame, screen, animation in\n            self?.keyboardWillChangeFrame(to: frame, on: screen, animation: animation)\n        }\n    }\n\n    /// The anchor is only made in code.\n    required init?(coder: NSCoder) {\n        return nil\n    }\n\n    /// The form was resized, or moved within its hosting view (the representable asks for layout).\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        measureSoon(animation: layoutAnimation)\n        layoutAnimation = .none\n    }\n\n    /// The form entered a window, or left it (then nothing covers it).\n    override func didMoveToWindow() {\n        super.didMoveToWindow()\n        measureSoon(animation: .none)\n    }\n\n    /// Measures at once, so that the padding moves with the keyboard, and again at the next layout\n    /// pass, once whatever moves with the keyboard (an iPad form sheet) has moved.\n    private func keyboardWillChangeFrame(to frame: CGRect, on screen: UIScreen?, animation: FormGenKeyboardAnimation) {\n        keyboardFrame = frame\n        keyboardScreen = screen\n        measure(animation: animation)\n        layoutAnimation = animation\n        setNeedsLayout()\n    }\n\n    /// Layout and windows change while SwiftUI updates its views, when its state must not change,\n    /// so those measurements wait for the next main-actor turn.\n    private func measureSoon(animation: FormGenKeyboardAnimation) {\n        Task { [weak self] in\n            self?.measure(animation: animation)\n        }\n    }\n\n    private func measure(animation: FormGenKeyboardAnimation) {\n        var newOverlap: CGFloat = 0\n        if let window, !keyboardFrame.isNull {\n            let keyboard = (keyboardScreen ?? window.screen).coordinateSpace.convert(keyboardFrame, to: self)\n            newOverlap = FormGenKeyboardGeometry.overlap(keyboard: keyboard, view: bounds)\n        }\n        guard newOverlap != overlap else { return }\n        overlap = newOverlap\n        onOverlapChange?(newOverlap, animation)\n    }\n}\n#endif\n\n#if canImport(SwiftUI)\nextension FormGenKeyboardAnimation {\n    /// The SwiftUI animation of a keyboard notification's duration and curve; `nil` when the\n    /// keyboard moves at once.\n    static func animation(duration: Double?, curve: Int?) -> Animation? {\n        FormGenKeyboardAnimation(duration: duration, curve: curve).animation\n    }\n\n    /// This animation in SwiftUI; `nil` for none.\n    var animation: Animation? {\n        switch self {\n        case .none: nil\n        case .easeInOut(let duration): .easeInOut(duration: duration)\n        case .easeIn(let duration): .easeIn(duration: duration)\n        case .easeOut(let duration): .easeOut(duration: duration)\n        case .linear(let duration): .linear(duration: duration)\n        case .keyboardSpring: FormGenKeyboardSpring.animation\n        }\n    }\n}\n\n/// The focus of a form whose keyboard observer pads it whatever has focus.\nstruct FormGenAnyFocus: FormGenBarFocus {\n    var isActive: Bool { true }\n\n    func release() {}\n}\n\n#if canImport(UIKit)\n/// Pads the bottom of the modified view by the part of it the keyboard covers, for layouts where\n/// SwiftUI's own keyboard avoidance does not apply, while `focus` is active.\n///\n/// The padding is the keyboard's overlap with the view (`FormGenKeyboardAnchorView`), not the\n/// keyboard's height: a view that ends above the bottom of the screen (a sheet, an iPad form\n/// sheet, a view above a tab bar or the home indicator's safe area) is covered by less than the\n/// whole keyboard.\nstruct FormGenKeyboardAvoidingModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let focus: Focus\n    /// How far the keyboard reaches up into the view, as the anchor last measured it.\n    @State private var overlap: CGFloat = 0\n\n    func body(content: Content) -> some View {\n        content\n            .padding(.bottom, padding)\n            // All the space offered, as the scroll view or form it wraps would take, so that the\n            // padding keeps the content's bottom and the bars above the keyboard.\n            .frame(maxWidth: .infinity, maxHeight: .infinity)\n            .ignoresSafeArea(ignoredRegions, edges: .bottom)\n            .background {\n                // Reaches under the keyboard whichever of the two insets applies, so that the\n                // anchor's bounds are the whole form.\n                GeometryReader { proxy in\n                    FormGenKeyboardAnchor(formFrame: proxy.frame(in: .global), overlap: $overlap)\n                }\n                .ignoresSafeArea(.keyboard, edges: .bottom)\n                .accessibilityHidden(true)\n            }\n    }\n\n    /// The keyboard's overlap while `focus` is active.\n    private var padding: CGFloat {\n        FormGenKeyboardAvoidance.padding(overlap: overlap, isActive: focus.isActive)\n    }\n\n    /// SwiftUI's keyboard inset is ignored while the padding stands in for it, and only then.\n    private var ignoredRegions: SafeAreaRegions {\n        FormGenKeyboardAvoidance.ignoresKeyboardSafeArea(padding: padding) ? .keyboard : []\n    }\n}\n\n/// Puts a `FormGenKeyboardAnchorView` behind the form and hands its measurements to SwiftUI.\nstruct FormGenKeyboardAnchor: UIViewRepresentable {\n    /// The form's frame in the hosting view. It is not measured with: passing it makes SwiftUI\n    /// update the anchor when the form moves without being resized, which UIKit would not report.\n    let formFrame: CGRect\n    @Binding var overlap: CGFloat\n\n    func makeUIView(context: Context) -> FormGenKeyboardAnchorView {\n        let view = FormGenKeyboardAnchorView(frame: .zero)\n        view.onOverlapChange = report\n        return view\n    }\n\n    func updateUIView(_ view: FormGenKeyboardAnchorView, context: Context) {\n        view.onOverlapChange = report\n        view.setNeedsLayout()\n    }\n\n    /// Writes a new overlap with the keyboard's animation.\n    private var report: @MainActor (CGFloat, FormGenKeyboardAnimation) -> Void {\n        let overlap = $overlap\n        return { newOverlap, animation in\n            withAnimation(animation.animation) {\n                overlap.wrappedValue = newOverlap\n            }\n        }\n    }\n}\n\nextension View {\n    /// Pads the view by the part of it the keyboard covers.\n    func avoidsKeyboard() -> some View {\n        modifier(FormGenKeyboardAvoidingModifier(focus: FormGenAnyFocus()))\n    }\n\n    /// Pads the view by the part of it the keyboard covers while one of `whenMatches` has focus.\n    func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {\n        modifier(\n            FormGenKeyboardAvoidingModifier(focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n        )\n    }\n\n    /// Pads the view by the part of it the keyboard covers while the single field has focus.\n    func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenKeyboardAvoidingModifier(focus: FormGenBoolBarFocus(focused: focused)))\n    }\n}\n#else\nextension View {\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard() -> some View {\n        self\n    }\n\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {\n        self\n    }\n\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {\n        self\n    }\n}\n#endif\n#endif\n",
        "FormGenNavigationBar.swift.template",
        "//\n// The navigation bar: previous and next chevrons along a form's fields, and a done button.\n// Written out in full when a form of the target has a navigation bar.\n\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n/// Moves focus along a form's fields in order: what the chevrons do.\nenum FormGenFocusOrder {\n    /// The field after `current`; `nil` after the last one, which releases focus.\n    static func field<Field: Equatable>(after current: Field?, in order: [Field]) -> Field? {\n        guard let current, let index = order.firstIndex(of: current), index + 1 < order.count else { return nil }\n        return order[index + 1]\n    }\n\n    /// The field before `current`; `nil` before the first one.\n    static func field<Field: Equatable>(before current: Field?, in order: [Field]) -> Field? {\n        guard let current, let index = order.firstIndex(of: current), index > 0 else { return nil }\n        return order[index - 1]\n    }\n}\n\n#if canImport(SwiftUI)\n/// A bar with previous and next chevrons along the field order, and a done button.\nstruct FormGenNavigationBarModifier<Field: Hashable>: ViewModifier {\n    let doneTitle: Text\n    let previousLabel: Text\n    let nextLabel: Text\n    let focused: FocusState<Field?>.Binding\n    let order: [Field]\n    let whenMatches: [Field]\n\n    func body(content: Content) -> some View {\n        let previous = FormGenFocusOrder.field(before: focused.wrappedValue, in: order)\n        let next = FormGenFocusOrder.field(after: focused.wrappedValue, in: order)\n        return content.modifier(\n            FormGenBarInset(\n                isShown: FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches),\n                bar: FormGenKeyboardBar {\n                    FormGenIconButton(systemImage: \"chevron.up\", accessibilityLabel: previousLabel) {\n                        focused.wrappedValue = previous\n                    }\n                    .disabled(previous == nil)\n                    FormGenIconButton(systemImage: \"chevron.down\", accessibilityLabel: nextLabel) {\n                        focused.wrappedValue = next\n                    }\n                    .disabled(next == nil)\n                    Spacer()\n                    FormGenBarButton(title: doneTitle) { focused.wrappedValue = nil }\n                }\n            )\n        )\n    }\n}\n\nextension View {\n    /// Shows previous/next chevrons along `order` and a done button while one of `whenMatches` has focus.\n    func keyboardNavigationBar<Field: Hashable>(\n        doneTitle: Text, previousLabel: Text, nextLabel: Text, focused: FocusState<Field?>.Binding,\n        order: [Field], whenMatches: [Field] = []\n    ) -> some View {\n        modifier(\n            FormGenNavigationBarModifier(\n                doneTitle: doneTitle, previousLabel: previousLabel, nextLabel: nextLabel, focused: focused,\n                order: order, whenMatches: whenMatches))\n    }\n}\n\n/// Previous/next chevrons along `order` and a done button while one of `whenMatches` has focus\n/// (see `FormGenCloseBar`).\npublic struct FormGenNavigationBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenNavigationBarModifier<Field>\n\n    public init(\n        doneTitle: Text, previousLabel: Text, nextLabel: Text, focused: FocusState<Field?>.Binding, order: [Field],\n        whenMatches: [Field] = []\n    ) {\n        bar = FormGenNavigationBarModifier(\n            doneTitle: doneTitle, previousLabel: previousLabel, nextLabel: nextLabel, focused: focused, order: order,\n            whenMatches: whenMatches)\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n#endif\n",
        "FormGenSecureField.swift.template",
        "//\n// Secure fields: a `SecureField`, and with a reveal toggle a `TextField` in its place while the\n// text shows, never both. Written out in full when a form of the target has a secure field.\n\nimport Foundation\n\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n/// A secure field's reveal toggle, with no UI: whether the text shows, what a tap on the toggle\n/// does, and the text UIKit would throw away.\n///\n/// UIKit empties a secure text field on the first keystroke after it becomes first responder (a\n/// character replaces the text, delete empties it). Hiding the text puts a new secure field in the\n/// place of the focused text field, so the first change after hiding keeps the text, as long as\n/// focus stays; back in the field later, the first keystroke replaces the text, as in any secure field.\nstruct FormGenSecureEntry: Equatable, Sendable {\n    /// Whether the text shows, in a `TextField` in the place of the `SecureField`.\n    private(set) var isRevealed = false\n    /// The text when hiding it put a new secure field in the focused field's place; `nil` after\n    /// the first change, or once focus left.\n    private(set) var textBeforeHiding: String?\n    /// Whether the toggle took the focused field away, and focus is to go to the one in its place.\n    private(set) var isSwapping = false\n\n    /// What a tap on the toggle does, which its spoken label says: show the text, or hide it.\n    var tapShows: Bool { !isRevealed }\n\n    /// Shows or hides `text`, in the field that has focus when `isFocused`.\n    mutating func toggle(text: String, isFocused: Bool) {\n        isRevealed.toggle()\n        textBeforeHiding = isFocused && !isRevealed ? text : nil\n        isSwapping = isFocused\n    }\n\n    /// Focus is in the field in the swapped one's place.\n    mutating func swapped() { isSwapping = false }\n\n    mutating func focusLeft() {\n        if !isSwapping { textBeforeHiding = nil }\n    }\n\n    /// The text to keep when the field writes `new` over `current`: the first change after hiding\n    /// keeps the text UIKit cleared, unless the app changed the text meanwhile. SwiftUI may write\n    /// the unchanged text back as focus moves; that is not the change.\n    mutating func write(_ new: String, over current: String) -> String {\n        guard let old = textBeforeHiding, new != old else { return new }\n        textBeforeHiding = nil\n        return old == current ? Self.text(afterFirstChangeFrom: old, to: new) : new\n    }\n\n    /// The text to keep, given the text before the first change and the text UIKit left: the old\n    /// text without its last character when the change emptied it (delete), the old text and the\n    /// character when one character replaced it, and the new text otherwise (an edit that kept the\n    /// old text, or AutoFill or a paste that replaced it).\n    static func text(afterFirstChangeFrom old: String, to new: String) -> String {\n        guard !old.isEmpty, !new.hasPrefix(old) else { return new }\n        if new.isEmpty { return String(old.dropLast()) }\n        return new.count == 1 ? old + new : new\n    }\n}\n\n#if canImport(SwiftUI)\n/// The reveal toggle's spoken labels: what a tap will do.\nstruct FormGenRevealLabels: Sendable {\n    /// While the text is hidden.\n    var show: Text\n    /// While the text is shown.\n    var hide: Text\n}\n\n/// A form's secure field. With `reveal`, a button shows the text in a `TextField` put in the\n/// `SecureField`'s place: one field at a time, so that the form's content type (a password's) is on\n/// one field in the window, and no hidden field holds the text.\nstruct FormGenSecureField<Value: Hashable>: View {\n    /// As for `FormGenTextField`.\n    let title: Text\n    var showsCaption = true\n    @Binding var text: String\n    var limit: FormGenEditLimit?\n    /// The placeholder; `nil`: none, as for `FormGenTextField`.\n    var prompt: Text?\n    var reveal: FormGenRevealLabels?\n    var clearButton: Text?\n    let focus: FormGenFocus<Value>\n    var leading: FormGenAdornment?\n    var trailing: FormGenAdornment?\n    @State var entry = FormGenSecureEntry()\n\n    var body: some View {\n        FormGenFieldBox(caption: showsCaption ? title : nil, leading: leading, trailing: trailing, focus: focus) {\n            FormGenLimitedText(text: $text, limit: limit, isFocused: focus.isFocused) { text, _ in\n                if entry.isRevealed {\n                    TextField(text: entered(text), prompt: prompt ?? Text(verbatim: \"\")) { title }\n                        .passwordTextTraits()\n                        .formGenFocused(focus)\n                } else {\n                    SecureField(text: entered(text), prompt: prompt ?? Text(verbatim: \"\")) { title }\n                        .formGenFocused(focus)\n                }\n            }\n            FormGenClearButton(label: clearButton, text: $text, isFocused: focus.isFocused)\n            if let reveal {\n                FormGenIconButton(\n                    systemImage: entry.tapShows ? \"eye\" : \"eye.slash\",\n                    accessibilityLabel: entry.tapShows ? reveal.show : reveal.hide,\n                    action: toggle\n                )\n                .buttonStyle(.plain)\n                .foregroundStyle(.secondary)\n            }\n        }\n        .formGenOnChange(of: focus.isFocused) { wasFocused in\n            if wasFocused { entry.focusLeft() }\n        }\n    }\n\n    /// `text` as the field edits it: the first change after hiding keeps what UIKit cleared.\n    private func entered(_ text: Binding<String>) -> Binding<String> {\n        let entry = $entry\n        return Binding(\n            get: { text.wrappedValue },\n            set: { text.wrappedValue = entry.wrappedValue.write($0, over: text.wrappedValue) })\n    }\n\n    /// Shows or hides the text. Removing the focused field takes focus from it: focus goes to the\n    /// field in its place on the main actor's next turn, once SwiftUI has reported that.\n    private func toggle() {\n        entry.toggle(text: text, isFocused: focus.isFocused)\n        guard entry.isSwapping else { return }\n        Task { @MainActor in\n            entry.swapped()\n            focus.binding.wrappedValue = focus.value\n        }\n    }\n}\n\nextension View {\n    /// What `SecureField` turns off by itself, for the `TextField` that shows a password.\n    fileprivate func passwordTextTraits() -> some View {\n        #if canImport(UIKit)\n        autocorrectionDisabled().textInputAutocapitalization(.never)\n        #else\n        autocorrectionDisabled()\n        #endif\n    }\n}\n#endif\n",
        "FormGenSupport.swift.template",
        "//\n// The runtime every form formgen generates uses: focus order, what return does, which bar a focus\n// value shows and what Cancel restores, with no UI; and with SwiftUI the keyboard accessory bars,\n// tap-outside dismissal and the initial focus. Its bytes are the same for every spec.\n\nimport Foundation\n\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n/// Decides whether a bar shows for the current focus.\nenum FormGenBarRule {\n    /// A bar shows while one of its `whenMatches` fields has focus; an empty list means any field.\n    static func shows<Field: Equatable>(focus: Field?, whenMatches: [Field]) -> Bool {\n        guard let focus else { return false }\n        return whenMatches.isEmpty || whenMatches.contains(focus)\n    }\n}\n\n/// What return does in a field of a form: move focus to another field, run the form's submit\n/// action, or release focus. Generated forms answer it with no UI (`returnAction(from:)`), so an\n/// app's tests can ask it anywhere. Public, as a public form's API names it.\npublic enum FormGenReturnAction<Field: Hashable & Sendable>: Equatable, Sendable {\n    /// Move focus to this field.\n    case focus(Field)\n    /// Run the form's submit action, when its input rules find nothing wrong.\n    case submit\n    /// Release focus, which hides the keyboard.\n    case release\n    /// Nothing: the return key of a multiline field starts a new line. Before iOS 16, where such a\n    /// field is one line, return hides the keyboard.\n    case newLine\n}\n\n/// What an OK/Cancel bar's Cancel button writes back into its field. Public, as `FormGenOKCancelBar`\n/// and a public form's cancel behaviours name it.\npublic enum FormGenCancelBehavior: Sendable {\n    /// Restore the text the field had when it gained focus.\n    case revert\n    /// Empty the field.\n    case clear\n\n    /// The text after Cancel, given the text the field had when it gained focus.\n    func restoredText(original: String) -> String {\n        switch self {\n        case .revert: original\n        case .clear: \"\"\n        }\n    }\n}\n\n/// How the software keyboard moves (UIKit's curve 7, which has no public case): a spring of mass 3\n/// and stiffness 1000, critically damped (see the Device notes).\nenum FormGenKeyboardSpring {\n    static let mass = 3.0\n    static let stiffness = 1000.0\n    static let damping = 2 * (mass * stiffness).squareRoot()\n}\n\n/// Where a form's text is looked up: a strings table (`nil`: Localizable) in a bundle.\nstruct FormGenStrings: Sendable {\n    var table: String?\n    var bundle: Bundle\n\n    /// The table's text for `key` in the language of `locale`, as SwiftUI's `Text` looks up a key\n    /// in its environment's locale; in the user's language when the bundle has no localization\n    /// for it, and the key itself when the table has no text for it.\n    func string(_ key: String, locale: Locale) -> String {\n        let folder = Self.localization(for: locale, among: bundle.localizations)\n            .flatMap { bundle.path(forResource: $0, ofType: \"lproj\") }\n        let localized = folder.flatMap(Bundle.init(path:)) ?? bundle\n        return localized.localizedString(forKey: key, value: nil, table: table)\n    }\n\n    /// Which of `localizations` (`fr`, `pt-BR`, `zh-Hant`) is `locale`'s language: the one that\n    /// names most of its language, script and region (`zh_Hant_TW` takes `zh-Hant`).\n    static func localization(for locale: Locale, among localizations: [String]) -> String? {\n        let identifier = locale.identifier.prefix { $0 != \"@\" }\n        let parts = identifier.split { $0 == \"_\" || $0 == \"-\" }\n        for count in stride(from: parts.count, to: 0, by: -1) {\n            let wanted = parts.prefix(count).joined(separator: \"-\").lowercased()\n            let match = localizations.first { $0.replacingOccurrences(of: \"_\", with: \"-\").lowercased() == wanted }\n            if let match { return match }\n        }\n        return nil\n    }\n}\n\n/// The initial focus of one presentation of a form, with no UI: set as the form appears if nothing\n/// has focus, and once more after the transition only if focus never moved, so that it never\n/// overrides a field the user or the app chose, or a keyboard the user dismissed.\nstruct FormGenInitialFocus {\n    private var hasStarted = false\n    private var focusMoved = false\n\n    /// Whether to set it as the form appears; `false` after the first time (a form popped back to).\n    mutating func start(isFocused: Bool) -> Bool {\n        guard !hasStarted else { return false }\n        hasStarted = true\n        focusMoved = isFocused\n        return !isFocused\n    }\n\n    /// Focus moved, whoever moved it.\n    mutating func focusChanged() {\n        focusMoved = true\n    }\n\n    /// Whether to set it again after the transition, as iOS 15 and 16 ignore focus for a field\n    /// that is not in a window yet.\n    func retries(isFocused: Bool) -> Bool {\n        hasStarted && !focusMoved && !isFocused\n    }\n}\n\n#if canImport(SwiftUI)\nextension FormGenStrings {\n    /// The text of `key`, looked up when it is shown. The key is a value, not a literal, so that\n    /// Xcode's string extraction leaves the table to `formgen strings`.\n    func text(_ key: String) -> Text {\n        Text(LocalizedStringKey(key), tableName: table, bundle: bundle)\n    }\n}\n\n/// A bar's view of the form's focus: whether the bar shows, and how to release focus. One\n/// protocol for `FocusState<Field?>` and `FocusState<Bool>` lets each bar be written once.\n@MainActor\nprotocol FormGenBarFocus {\n    var isActive: Bool { get }\n    func release()\n}\n\n/// The focus of a form whose fields are cases of an enum; the bar shows for `whenMatches`.\nstruct FormGenEnumBarFocus<Field: Hashable>: FormGenBarFocus {\n    let focused: FocusState<Field?>.Binding\n    let whenMatches: [Field]\n\n    var isActive: Bool { FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches) }\n\n    func release() { focused.wrappedValue = nil }\n}\n\n/// The focus of a single-field form.\nstruct FormGenBoolBarFocus: FormGenBarFocus {\n    let focused: FocusState<Bool>.Binding\n\n    var isActive: Bool { focused.wrappedValue }\n\n    func release() { focused.wrappedValue = false }\n}\n\n/// The bar drawn above the keyboard: a hairline over a row of buttons, at least 44 points high\n/// and taller with larger text, in the system bar material so it follows Dark Mode.\nstruct FormGenKeyboardBar<Buttons: View>: View {\n    @ViewBuilder let buttons: Buttons\n    @ScaledMetric(relativeTo: .body) var minimumHeight: CGFloat = 44\n\n    var body: some View {\n        VStack(spacing: 0) {\n            Divider()\n            HStack(spacing: 8) {\n                buttons\n            }\n            .padding(.horizontal, 16)\n            .frame(maxWidth: .infinity, minHeight: minimumHeight)\n        }\n        .background(.bar)\n    }\n}\n\n/// A bar's text button whose whole target, at least 44 points wide and as high as the bar, takes taps.\nstruct FormGenBarButton: View {\n    let title: Text\n    let action: @MainActor () -> Void\n\n    var body: some View {\n        Button(action: action) {\n            title\n                .frame(minWidth: 44, maxHeight: .infinity)\n                .contentShape(Rectangle())\n        }\n    }\n}\n\n/// An image button of at least 44 points whose transparent margin takes taps too.\nstruct FormGenIconButton: View {\n    let systemImage: String\n    let accessibilityLabel: Text\n    let action: @MainActor () -> Void\n\n    var body: some View {\n        Button(action: action) {\n            Image(systemName: systemImage)\n                .frame(minWidth: 44, minHeight: 44)\n                .contentShape(Rectangle())\n        }\n        .accessibilityLabel(accessibilityLabel)\n    }\n}\n\n/// Shows a bar while `isShown` (one of its fields has focus), moving as the keyboard does, in the\n/// view's bottom safe-area inset, which ends at the keyboard's top: `.toolbar(placement: .keyboard)`\n/// leaves blank space after navigation and goes missing on TabView pages. It stops growing at\n/// `xxxLarge`, as UIKit's keyboard bars do, so it never covers most of the space left.\nstruct FormGenBarInset<Bar: View>: ViewModifier {\n    let isShown: Bool\n    let bar: Bar\n\n    func body(content: Content) -> some View {\n        content.safeAreaInset(edge: .bottom, spacing: 0) {\n            VStack(spacing: 0) {\n                if isShown {\n                    bar.dynamicTypeSize(...DynamicTypeSize.xxxLarge)\n                        .transition(.move(edge: .bottom))\n                }\n            }\n            .animation(FormGenKeyboardSpring.animation, value: isShown)\n        }\n    }\n}\n\n/// A bar with one button that releases focus.\nstruct FormGenCloseBarModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let title: Text\n    let focus: Focus\n\n    func body(content: Content) -> some View {\n        content.modifier(\n            FormGenBarInset(\n                isShown: focus.isActive,\n                bar: FormGenKeyboardBar {\n                    Spacer()\n                    FormGenBarButton(title: title) { focus.release() }\n                }\n            )\n        )\n    }\n}\n\n/// A text that an OK/Cancel bar shows in the focused field for one main-actor turn, without\n/// writing it into the app's binding; `nil` when there is none.\nprivate struct FormGenTransientTextKey: EnvironmentKey {\n    static let defaultValue: String? = nil\n}\n\nextension EnvironmentValues {\n    /// The focused field shows this text instead of its own while it is set.\n    var formGenTransientText: String? {\n        get { self[FormGenTransientTextKey.self] }\n        set { self[FormGenTransientTextKey.self] = newValue }\n    }\n}\n\n/// A bar whose OK keeps the text and whose Cancel restores it, then releases focus.\nstruct FormGenOKCancelBarModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let okTitle: Text\n    let cancelTitle: Text\n    let cancelBehavior: FormGenCancelBehavior\n    @Binding var text: String\n    let focus: Focus\n    /// The text when the bar appeared, which is when its field gained focus.\n    @State private var originalText = \"\"\n    /// What the focused field shows for one turn while Cancel works around iOS 17.\n    @State private var transientText: String?\n    /// Another OK/Cancel bar's transient text, passed on so that nested bars do not hide it.\n    @Environment(\\.formGenTransientText) private var outerTransientText\n\n    func body(content: Content) -> some View {\n        content\n            .environment(\\.formGenTransientText, transientText ?? outerTransientText)\n            .modifier(\n                FormGenBarInset(\n                    isShown: focus.isActive,\n                    bar: FormGenKeyboardBar {\n                        Spacer()\n                        FormGenBarButton(title: cancelTitle, action: cancel)\n                        FormGenBarButton(title: okTitle) { focus.release() }\n                    }\n                    .onAppear { originalText = text }\n                )\n            )\n    }\n\n    /// iOS 17 only, as seen on 17.1 and 17.2.\n    private static var keepsOldTextOnScreen: Bool {\n        if #available(iOS 18.0, *) { return false }\n        if #available(iOS 17.0, *) { return true }\n        return false\n    }\n\n    /// Writes the restored text first and releases focus last, so that code watching focus sees\n    /// the final text when focus goes. iOS 17 keeps showing the old text when a field's text is\n    /// replaced in the update that ends its focus (see the Device notes), so there the field\n    /// first shows an edit for one turn, through the environment rather than the app's binding.\n    private func cancel() {\n        let restored = cancelBehavior.restoredText(original: originalText)\n        guard Self.keepsOldTextOnScreen, text != restored else {\n            text = restored\n            focus.release()\n            return\n        }\n        transientText = text + \" \"\n        Task { @MainActor in\n            transientText = nil\n            text = restored\n            focus.release()\n        }\n    }\n}\n\n/// The bars in the call shape of hand-written SwiftUI. Like SwiftUI's own controls, each title\n/// is a `Text`, a `LocalizedStringKey` (what a string literal becomes, looked up as `Text(_:)`\n/// looks it up) or any string shown as it is.\nextension View {\n    /// Shows a bar with a close button while one of `whenMatches` has focus (any field when empty).\n    func keyboardCloseButton<Field: Hashable>(\n        _ title: Text, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []\n    ) -> some View {\n        modifier(\n            FormGenCloseBarModifier(\n                title: title, focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)))\n    }\n\n    func keyboardCloseButton<Field: Hashable>(\n        _ titleKey: LocalizedStringKey, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []\n    ) -> some View {\n        keyboardCloseButton(Text(titleKey), focused: focused, whenMatches: whenMatches)\n    }\n\n    func keyboardCloseButton<Field: Hashable>(\n        _ title: some StringProtocol, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []\n    ) -> some View {\n        keyboardCloseButton(Text(title), focused: focused, whenMatches: whenMatches)\n    }\n\n    /// Shows a bar with a close button while the single field has focus.\n    func keyboardCloseButton(_ title: Text, focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenCloseBarModifier(title: title, focus: FormGenBoolBarFocus(focused: focused)))\n    }\n\n    func keyboardCloseButton(_ titleKey: LocalizedStringKey, focused: FocusState<Bool>.Binding) -> some View {\n        keyboardCloseButton(Text(titleKey), focused: focused)\n    }\n\n    func keyboardCloseButton(_ title: some StringProtocol, focused: FocusState<Bool>.Binding) -> some View {\n        keyboardCloseButton(Text(title), focused: focused)\n    }\n\n    /// Shows an OK/Cancel bar for `text` while one of `whenMatches` has focus. The bar edits that\n    /// one text, so there is no default: list the field (or fields) that edit it.\n    func keyboardOKCancelButton<Field: Hashable>(\n        okTitle: Text, cancelTitle: Text, text: Binding<String>, focused: FocusState<Field?>.Binding,\n        whenMatches: [Field], cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        modifier(\n            FormGenOKCancelBarModifier(\n                okTitle: okTitle, cancelTitle: cancelTitle, cancelBehavior: cancelBehavior, text: text,\n                focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)))\n    }\n\n    func keyboardOKCancelButton<Field: Hashable>(\n        okTitle: LocalizedStringKey, cancelTitle: LocalizedStringKey, text: Binding<String>,\n        focused: FocusState<Field?>.Binding, whenMatches: [Field], cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        keyboardOKCancelButton(\n            okTitle: Text(okTitle), cancelTitle: Text(cancelTitle), text: text, focused: focused,\n            whenMatches: whenMatches, cancelBehavior: cancelBehavior)\n    }\n\n    func keyboardOKCancelButton<Field: Hashable>(\n        okTitle: some StringProtocol, cancelTitle: some StringProtocol, text: Binding<String>,\n        focused: FocusState<Field?>.Binding, whenMatches: [Field], cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        keyboardOKCancelButton(\n            okTitle: Text(okTitle), cancelTitle: Text(cancelTitle), text: text, focused: focused,\n            whenMatches: whenMatches, cancelBehavior: cancelBehavior)\n    }\n\n    /// Shows an OK/Cancel bar for `text` while the single field has focus.\n    func keyboardOKCancelButton(\n        okTitle: Text, cancelTitle: Text, text: Binding<String>, focused: FocusState<Bool>.Binding,\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        modifier(\n            FormGenOKCancelBarModifier(\n                okTitle: okTitle, cancelTitle: cancelTitle, cancelBehavior: cancelBehavior, text: text,\n                focus: FormGenBoolBarFocus(focused: focused)))\n    }\n\n    func keyboardOKCancelButton(\n        okTitle: LocalizedStringKey, cancelTitle: LocalizedStringKey, text: Binding<String>,\n        focused: FocusState<Bool>.Binding, cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        keyboardOKCancelButton(\n            okTitle: Text(okTitle), cancelTitle: Text(cancelTitle), text: text, focused: focused,\n            cancelBehavior: cancelBehavior)\n    }\n\n    func keyboardOKCancelButton(\n        okTitle: some StringProtocol, cancelTitle: some StringProtocol, text: Binding<String>,\n        focused: FocusState<Bool>.Binding, cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        keyboardOKCancelButton(\n            okTitle: Text(okTitle), cancelTitle: Text(cancelTitle), text: text, focused: focused,\n            cancelBehavior: cancelBehavior)\n    }\n\n    /// Releases focus when the user taps an empty part of the view, outside any field.\n    func dismissesFocusOnTapOutside<Field: Hashable>(_ focused: FocusState<Field?>.Binding) -> some View {\n        modifier(FormGenTapOutsideModifier { focused.wrappedValue = nil })\n    }\n\n    /// Releases focus when the user taps an empty part of the view, outside the field.\n    func dismissesFocusOnTapOutside(_ focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenTapOutsideModifier { focused.wrappedValue = false })\n    }\n}\n\n/// The bars as public modifier types, for a screen in another module than its forms:\n/// `.modifier(FormGenCloseBar(Text(\"Close\"), focused: $focus))`. Types, as an app target's own\n/// support types shadow these, where two modules' public `View` methods would be ambiguous.\npublic struct FormGenCloseBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenCloseBarModifier<FormGenEnumBarFocus<Field>>\n\n    /// A close bar while one of `whenMatches` has focus (any value when empty).\n    public init(_ title: Text, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []) {\n        bar = FormGenCloseBarModifier(\n            title: title, focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// An OK/Cancel bar for `text` while one of `whenMatches` has focus (see `FormGenCloseBar`).\npublic struct FormGenOKCancelBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenOKCancelBarModifier<FormGenEnumBarFocus<Field>>\n\n    public init(\n        okTitle: Text, cancelTitle: Text, text: Binding<String>, focused: FocusState<Field?>.Binding,\n        whenMatches: [Field], cancelBehavior: FormGenCancelBehavior = .revert\n    ) {\n        bar = FormGenOKCancelBarModifier(\n            okTitle: okTitle, cancelTitle: cancelTitle, cancelBehavior: cancelBehavior, text: text,\n            focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// Releases focus on a tap on an empty part of the view (see `FormGenCloseBar`).\npublic struct FormGenTapOutside<Field: Hashable>: ViewModifier {\n    private let tap: FormGenTapOutsideModifier\n\n    public init(_ focused: FocusState<Field?>.Binding) {\n        tap = FormGenTapOutsideModifier { focused.wrappedValue = nil }\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(tap)\n    }\n}\n\n/// Releases focus on a tap on an empty part of the view: a field's or button's own gesture takes\n/// precedence over an ancestor's, and a tap does not block a scroll view's pan.\nprivate struct FormGenTapOutsideModifier: ViewModifier {\n    let release: @MainActor () -> Void\n\n    func body(content: Content) -> some View {\n        content\n            .contentShape(Rectangle())\n            .onTapGesture { release() }\n    }\n}\n\nextension FormGenReturnAction {\n    /// Does what return should: moves focus, or releases it and then runs `submit`, so the app's\n    /// action starts with no field half-way through editing.\n    @MainActor\n    func perform(focus: FocusState<Field?>.Binding, submit: (@MainActor () -> Void)?) {\n        switch self {\n        case .focus(let field): focus.wrappedValue = field\n        case .submit:\n            focus.wrappedValue = nil\n            submit?()\n        case .release: focus.wrappedValue = nil\n        case .newLine: break\n        }\n    }\n}\n\nextension FormGenReturnAction where Field == Bool {\n    /// Does what return should in the single field of a Bool-focus form.\n    @MainActor\n    func perform(focus: FocusState<Bool>.Binding, submit: (@MainActor () -> Void)?) {\n        switch self {\n        case .focus(let focused): focus.wrappedValue = focused\n        case .submit:\n            focus.wrappedValue = false\n            submit?()\n        case .release: focus.wrappedValue = false\n        case .newLine: break\n        }\n    }\n}\n\n/// Calls `action` with the old value each time `value` changes: `onChange` with both values from\n/// iOS 17, and the one-value `onChange` of iOS 15 and 16 with the value remembered before.\nstruct FormGenChangeModifier<Value: Equatable>: ViewModifier {\n    let value: Value\n    let action: (Value) -> Void\n    @State private var previous: Value?\n\n    @ViewBuilder func body(content: Content) -> some View {\n        if #available(iOS 17.0, macOS 14.0, *) {\n            content.onChange(of: value) { old, _ in action(old) }\n        } else {\n            content\n                .onAppear { previous = value }\n                .onChange(of: value) { new in\n                    if let previous { action(previous) }\n                    previous = new\n                }\n        }\n    }\n}\n\n/// Gives focus to a field once per presentation of the form (`FormGenInitialFocus`), from a task\n/// that ends with the form; on iOS 15 and 16 once more after the transition (UIKit's takes 0.35 s).\nstruct FormGenInitialFocusModifier<Value: Hashable>: ViewModifier {\n    let initial: Value\n    /// The value that means \"no field has focus\": `nil`, or `false`.\n    let unfocused: Value\n    let focus: FocusState<Value>.Binding\n    @State private var state = FormGenInitialFocus()\n\n    func body(content: Content) -> some View {\n        content\n            .formGenOnChange(of: focus.wrappedValue) { _ in state.focusChanged() }\n            .task {\n                guard initial != unfocused, state.start(isFocused: focus.wrappedValue != unfocused) else { return }\n                focus.wrappedValue = initial\n                guard #unavailable(iOS 17.0) else { return }\n                try? await Task.sleep(nanoseconds: 500_000_000)\n                if !Task.isCancelled, state.retries(isFocused: focus.wrappedValue != unfocused) {\n                    focus.wrappedValue = initial\n                }\n            }\n    }\n}\n\n/// A form's fields in a scroll view: rows of a `Form`, or a stack in a `ScrollView`. When return or\n/// a chevron moves focus to a field out of sight, it scrolls that field into view: each field's\n/// `id` is its focus value.\nstruct FormGenScrollView<Field: Hashable, Content: View>: View {\n    var isForm = false\n    let focus: Field?\n    @ViewBuilder let content: Content\n\n    var body: some View {\n        ScrollViewReader { proxy in\n            Group {\n                if isForm {\n                    Form { content }\n                } else {\n                    ScrollView { VStack(alignment: .leading, spacing: 16) { content }.padding() }\n                }\n            }\n            .formGenOnChange(of: focus) { _ in\n                if let focus { withAnimation(FormGenKeyboardSpring.animation) { proxy.scrollTo(focus) } }\n            }\n        }\n    }\n}\n\nextension View {\n    /// Calls `action` with the old value whenever `value` changes: the field focus left, for one.\n    func formGenOnChange<Value: Equatable>(of value: Value, perform action: @escaping (Value) -> Void) -> some View {\n        modifier(FormGenChangeModifier(value: value, action: action))\n    }\n\n    /// Focuses `initial` once per presentation of the view.\n    func formGenInitialFocus<Field: Hashable>(_ initial: Field?, focus: FocusState<Field?>.Binding) -> some View {\n        modifier(FormGenInitialFocusModifier(initial: initial, unfocused: nil, focus: focus))\n    }\n\n    /// Focuses the single field once per presentation of the view, if `initial` is true.\n    func formGenInitialFocus(_ initial: Bool, focus: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenInitialFocusModifier(initial: initial, unfocused: false, focus: focus))\n    }\n}\n\nextension FormGenKeyboardSpring {\n    /// The spring as a SwiftUI animation.\n    static var animation: Animation {\n        .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)\n    }\n}\n#endif\n",
        "FormGenTextField.swift.template",
        "//\n// The text field of every form, as Apple's Human Interface Guidelines describe it: a clear button\n// while editing, leading and trailing images or buttons, a box at least 44 points high that grows\n// with Dynamic Type, and focus through `FocusState`. Secure fields are in FormGenSecureField.swift.\n\nimport Foundation\n\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n/// What a field keeps of an edit, given the text before and after it and the selection before it\n/// when known: the text, and where the caret goes if the edit was cut. See `FormGenLengthLimit`.\ntypealias FormGenEditLimit = (String, String, Range<String.Index>?) -> (text: String, caret: String.Index?)\n\n#if canImport(SwiftUI)\n/// An image beside a field's text, hidden from VoiceOver, or a button with a spoken label.\nstruct FormGenAdornment: View {\n    let systemImage: String\n    let button: (label: Text, action: @MainActor () -> Void)?\n\n    static func image(_ systemImage: String) -> FormGenAdornment {\n        FormGenAdornment(systemImage: systemImage, button: nil)\n    }\n\n    static func button(\n        _ systemImage: String, accessibilityLabel: Text, action: @escaping @MainActor () -> Void\n    ) -> FormGenAdornment {\n        FormGenAdornment(systemImage: systemImage, button: (accessibilityLabel, action))\n    }\n\n    var body: some View {\n        if let button {\n            FormGenIconButton(systemImage: systemImage, accessibilityLabel: button.label, action: button.action)\n                .buttonStyle(.borderless)\n        } else {\n            Image(systemName: systemImage).foregroundStyle(.secondary).accessibilityHidden(true)\n        }\n    }\n}\n\n/// How a field is tied to the form's focus: `.focused(_:equals:)`, or `.focused(_:)` for a\n/// `FocusState<Bool>`.\nstruct FormGenFocus<Value: Hashable> {\n    let binding: FocusState<Value>.Binding\n    let value: Value\n    private(set) var bool: FocusState<Bool>.Binding?\n\n    init(_ binding: FocusState<Value>.Binding, equals value: Value) { (self.binding, self.value) = (binding, value) }\n\n    var isFocused: Bool { binding.wrappedValue == value }\n}\n\nextension FormGenFocus where Value == Bool {\n    init(_ binding: FocusState<Bool>.Binding) {\n        self.init(binding, equals: true)\n        bool = binding\n    }\n}\n\nextension View {\n    @ViewBuilder func formGenFocused<Value>(_ focus: FormGenFocus<Value>) -> some View {\n        if let bool = focus.bool { focused(bool) } else { focused(focus.binding, equals: focus.value) }\n    }\n}\n\n/// The box a field sits in, with its images or buttons, under its caption, which VoiceOver skips\n/// as the field says its title. The input is only as tall as a line of text: a tap on the rest of\n/// the box focuses the field rather than reaching the form, where tap-outside would hide the\n/// keyboard. The field's focus value is its `id`, which a scrolling form scrolls to.\nstruct FormGenFieldBox<Value: Hashable, Content: View>: View {\n    let caption: Text?\n    var leading: FormGenAdornment?\n    var trailing: FormGenAdornment?\n    let focus: FormGenFocus<Value>\n    @ViewBuilder let content: Content\n    @ScaledMetric(relativeTo: .body) var minimumHeight: CGFloat = 44\n\n    var body: some View {\n        VStack(alignment: .leading, spacing: 4) {\n            caption?.font(.subheadline).foregroundStyle(.secondary).accessibilityHidden(true)\n            HStack(spacing: 8) {\n                leading\n                content\n                trailing\n            }\n            .frame(minHeight: minimumHeight)\n            .padding(.horizontal, 8)\n            .background {\n                RoundedRectangle(cornerRadius: 8).fill(.quaternary)\n                    .onTapGesture { focus.binding.wrappedValue = focus.value }\n            }\n        }\n        .id(focus.value)\n    }\n}\n\n/// The clear button, while the field has focus and text (UIKit's `whileEditing`).\nstruct FormGenClearButton: View {\n    let label: Text?\n    @Binding var text: String\n    let isFocused: Bool\n\n    var body: some View {\n        if let label, isFocused && !text.isEmpty {\n            FormGenIconButton(systemImage: \"xmark.circle.fill\", accessibilityLabel: label) { text = \"\" }\n                .buttonStyle(.plain)\n                .foregroundStyle(.secondary)\n        }\n    }\n}\n\n/// A field's text, as the focused field shows an OK/Cancel bar's transient text, and with a limit:\n/// the field edits a copy, then the limit writes what it keeps into `text`, which the field shows\n/// next, so a cut always reaches the field as a change. `selection` is a `TextSelection` (iOS 18;\n/// a stored property cannot be newer than its type): the limit reads where the edit went and puts\n/// the caret after what it kept.\nstruct FormGenLimitedText<Field: View>: View {\n    @Binding var text: String\n    let limit: FormGenEditLimit?\n    let isFocused: Bool\n    @ViewBuilder let field: (_ text: Binding<String>, _ selection: Binding<AnyHashable?>) -> Field\n    @State var edited: String?\n    @State var selection: AnyHashable?\n    @Environment(\\.formGenTransientText) var transientText\n\n    var body: some View {\n        if limit == nil {\n            field(shownText, $selection)\n        } else {\n            let (edited, text) = ($edited, shownText)\n            let copy = Binding(get: { edited.wrappedValue ?? text.wrappedValue }, set: { edited.wrappedValue = $0 })\n            field(copy, $selection).formGenOnChange(of: self.edited) { _ in keep() }\n        }\n    }\n\n    /// `text`, or the transient text while the field has focus and a bar sets one.\n    private var shownText: Binding<String> {\n        guard isFocused, let transientText else { return $text }\n        let text = $text\n        return Binding(get: { transientText }, set: { text.wrappedValue = $0 })\n    }\n\n    private func keep() {\n        guard let new = edited, let limit else { return }\n        guard #available(iOS 18.0, macOS 15.0, *) else {\n            (text, edited) = (limit(text, new, nil).text, nil)\n            return\n        }\n        var selected: Range<String.Index>?\n        if case .selection(let range)? = (selection as? TextSelection)?.indices { selected = range }\n        let kept = limit(text, new, selected)\n        (text, edited) = (kept.text, nil)\n        if let caret = kept.caret { selection = TextSelection(insertionPoint: caret) }\n    }\n}\n\n/// A form's text field. An OK/Cancel bar may show a transient text in it while it has focus.\n/// Modifiers on it reach the `TextField` inside, as SwiftUI's text modifiers reach every field\n/// inside a view.\nstruct FormGenTextField<Value: Hashable>: View {\n    /// The field's name: its caption above the box, and what VoiceOver says.\n    let title: Text\n    /// `false` for a field whose title is spoken only, with no caption.\n    var showsCaption = true\n    @Binding var text: String\n    var limit: FormGenEditLimit?\n    /// The placeholder; `nil`: none, as the caption names the field. Given no prompt, a\n    /// `TextField` shows its title there, so the field always gives one.\n    var prompt: Text?\n    /// `.vertical`: the field grows vertically, from iOS 16 (one line before).\n    var axis: Axis?\n    /// The clear button's spoken label; `nil`: no clear button.\n    var clearButton: Text?\n    let focus: FormGenFocus<Value>\n    var leading: FormGenAdornment?\n    var trailing: FormGenAdornment?\n\n    var body: some View {\n        FormGenFieldBox(caption: showsCaption ? title : nil, leading: leading, trailing: trailing, focus: focus) {\n            FormGenLimitedText(text: $text, limit: limit, isFocused: focus.isFocused) {\n                input($0, selection: $1).formGenFocused(focus)\n            }\n            FormGenClearButton(label: clearButton, text: $text, isFocused: focus.isFocused)\n        }\n    }\n\n    private var placeholder: Text { prompt ?? Text(verbatim: \"\") }\n\n    @ViewBuilder private func input(_ text: Binding<String>, selection: Binding<AnyHashable?>) -> some View {\n        if #available(iOS 18.0, macOS 15.0, *), limit != nil {\n            // With a selection, a title string only: the prompt stands in for it, the label is spoken.\n            let selected = Binding(\n                get: { selection.wrappedValue as? TextSelection }, set: { selection.wrappedValue = $0 })\n            TextField(String(), text: text, selection: selected, prompt: placeholder, axis: axis)\n                .accessibilityLabel(title)\n        } else if #available(iOS 16.0, macOS 13.0, *), let axis {\n            TextField(text: text, prompt: placeholder, axis: axis) { title }\n        } else {\n            TextField(text: text, prompt: placeholder) { title }\n        }\n    }\n}\n#endif\n",
        "FormGenInputRule(",
        "required",
        "field.rules.required",
        "required: true",
        "minLength",
        "field.rules.minLength",
        "pattern",
        "field.rules.pattern",
        "number",
        "field.rules.number",
        "customMessages",
        "field.rules.customMessages",
        "minLength: ",
        "maxLength: ",
        "pattern: ",
        "field.rules.pattern | swiftString",
        "number: FormGenNumberRule(isDecimal: ",
        "decimal",
        #""decimal""#,
        "true",
        "false",
        "minimum",
        "field.rules.minimum",
        ", minimum: ",
        "maximum",
        "field.rules.maximum",
        ", maximum: ",
        "messages: FormGenInputMessages(",
        "message",
        "message.name | argumentLabel",
        "text",
        "message.text | swiftString",
    ]
}
